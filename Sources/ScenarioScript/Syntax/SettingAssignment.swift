import AccessibilityModel

/// One `key=value` of an `environment` or `set` line, already checked to be
/// a known setting and one of its values.
public struct SettingAssignment: Hashable, Sendable, CustomStringConvertible {
    public var key: AccessibilitySettings.Key
    /// One of `key.allValues`.
    public var value: String
    /// The range of `key=value`.
    public var range: SourceRange

    public init(key: AccessibilitySettings.Key, value: String, range: SourceRange) {
        self.key = key
        self.value = value
        self.range = range
    }

    /// `key=value`.
    public var description: String { "\(key.rawValue)=\(value)" }

    /// Applies the assignments in order on top of `settings`.
    public static func apply(_ assignments: [SettingAssignment], to settings: AccessibilitySettings) -> AccessibilitySettings {
        var result = settings
        for assignment in assignments {
            // Values were checked against `key.allValues` when parsed, so this cannot fail.
            try? result.set(assignment.key, to: assignment.value)
        }
        return result
    }
}
