import Foundation

/// The settings a host's views read, noted by the environment values that
/// carry them (``EnvironmentValues/colorScheme``, ``EnvironmentValues/accessibilityReduceMotion``
/// and the others). A host hands one to the root environment of every
/// render; every environment copied from it notes into the same one, in a
/// body, a style, a layout or a handler run later by an action.
///
/// A setting is noted where it is read, so that a render that never read it
/// is the same whatever its value (``HostingSubject/hasRead(_:)``).
final class SettingsReads {
    /// One bit per ``AccessibilitySettings/Key``, by its position in `allCases`.
    @exclusivity(unchecked) private var bits: UInt32 = 0

    /// Notes a read of `key`.
    @inline(__always)
    func note(_ key: AccessibilitySettings.Key) {
        bits |= Self.bit(key)
    }

    /// Whether `key` was read.
    func contains(_ key: AccessibilitySettings.Key) -> Bool {
        bits & Self.bit(key) != 0
    }

    @inline(__always)
    private static func bit(_ key: AccessibilitySettings.Key) -> UInt32 {
        switch key {
        case .colorScheme: 1 << 0
        case .dynamicTypeSize: 1 << 1
        case .layoutDirection: 1 << 2
        case .isEnabled: 1 << 3
        case .reduceMotion: 1 << 4
        case .differentiateWithoutColor: 1 << 5
        case .reduceTransparency: 1 << 6
        case .boldText: 1 << 7
        case .contrast: 1 << 8
        case .locale: 1 << 9
        case .buttonShapes: 1 << 10
        case .ios: 1 << 11
        }
    }
}
