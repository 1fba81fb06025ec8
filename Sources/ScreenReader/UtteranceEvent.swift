/// What a VoiceOver command did, beside what it said.
public struct UtteranceEvent: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Focus moved to an element (or to an action in the Actions rotor); its speech follows.
    public static let moved = UtteranceEvent(rawValue: "moved")
    /// A move or an adjustment hit an end: focus stays (decisions 8 and 10).
    public static let boundary = UtteranceEvent(rawValue: "boundary")
    /// An action changed something, and the change is spoken (§3.6).
    public static let announcement = UtteranceEvent(rawValue: "announcement")
    /// Nothing happened that VoiceOver speaks (no focus, dimmed, no change, not handled).
    public static let nothing = UtteranceEvent(rawValue: "nothing")
    /// The named element, action or rotor does not exist; nothing happened.
    public static let notFound = UtteranceEvent(rawValue: "notFound")
    /// Several elements have the label to focus; nothing happened.
    public static let ambiguous = UtteranceEvent(rawValue: "ambiguous")
    /// A rotor was selected; its name is spoken.
    public static let rotor = UtteranceEvent(rawValue: "rotor")

    public var description: String { rawValue }
}
