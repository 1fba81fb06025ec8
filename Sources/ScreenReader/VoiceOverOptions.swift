/// VoiceOver's own preferences, beside the user settings the component sees.
///
/// ```swift
/// let options = VoiceOverOptions(hintsEnabled: false, rowTolerance: ReadingOrder.iPadRowTolerance)
/// ```
public struct VoiceOverOptions: Hashable, Sendable {
    /// Speak Hints (Settings › VoiceOver › Verbosity); on by default.
    public var hintsEnabled: Bool
    /// How far apart (points) two frame origins' y may be and still share a
    /// row: 8 on iPhone (the default), 13 on iPad.
    public var rowTolerance: Double
    /// The order in which the Actions rotor offers custom actions.
    public var customActionOrder: CustomActionOrder

    public init(
        hintsEnabled: Bool = true, rowTolerance: Double = ReadingOrder.iPhoneRowTolerance,
        customActionOrder: CustomActionOrder = .declaration
    ) {
        self.hintsEnabled = hintsEnabled
        self.rowTolerance = rowTolerance
        self.customActionOrder = customActionOrder
    }
}

/// The order of custom actions in the Actions rotor (reference §3.7, decision 5).
public struct CustomActionOrder: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// As declared (UIKit's array order; the project's default).
    public static let declaration = CustomActionOrder(rawValue: "declaration")
    /// Last declared first, as SwiftUI exposes them in AccessibilitySnapshot's images.
    public static let reversed = CustomActionOrder(rawValue: "reversed")

    /// `names` in this order.
    public func apply(to names: [String]) -> [String] {
        self == .reversed ? names.reversed() : names
    }

    public var description: String { rawValue }
}
