import AccessibilityModel

/// What one VoiceOver command made VoiceOver say, and what happened.
///
/// Comparing an utterance with a string compares its ``description``, so
/// tests read naturally:
///
/// ```swift
/// #expect(voiceOver.next() == "Delete. Button.")
/// ```
public struct Utterance: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The spoken description (empty when nothing was said).
    public var description: String
    /// The hint spoken after a pause, if any (and if hints are on).
    public var hint: String?
    /// What followed the hint (`Actions Available`).
    public var extras: [String]
    /// What the command did.
    public var event: UtteranceEvent
    /// What the component posted with `AccessibilityNotification.Announcement`
    /// during the command's action, in order (decision 18). After the
    /// description when the focused element's own change was spoken, before
    /// it when focus moved to another element.
    public var announcements: [String] = []
    /// The subject's answer when the command performed an action on it;
    /// `nil` when the subject was not asked (no focus, dimmed element, a move).
    public var actionResult: ActionResult?

    public init(
        description: String = "", hint: String? = nil, extras: [String] = [],
        event: UtteranceEvent, actionResult: ActionResult? = nil
    ) {
        self.description = description
        self.hint = hint
        self.extras = extras
        self.event = event
        self.actionResult = actionResult
    }

    /// An utterance that says `speech`.
    public init(_ speech: Speech, event: UtteranceEvent, actionResult: ActionResult? = nil) {
        self.init(
            description: speech.description, hint: speech.hint, extras: speech.extras,
            event: event, actionResult: actionResult)
    }

    /// Whether nothing at all was spoken.
    public var isSilent: Bool { description.isEmpty && hint == nil && extras.isEmpty && announcements.isEmpty }

    /// Description, hint and event, for failure messages.
    public var debugDescription: String {
        var text = "\"\(description)\""
        if let hint { text += " hint: \"\(hint)\"" }
        if !extras.isEmpty { text += " extras: \(extras)" }
        if !announcements.isEmpty { text += " announcements: \(announcements)" }
        return text + " [\(event)]"
    }

    /// Whether the utterance's description is `text`.
    public static func == (lhs: Utterance, rhs: String) -> Bool { lhs.description == rhs }
    /// Whether the utterance's description is `text`.
    public static func == (lhs: String, rhs: Utterance) -> Bool { lhs == rhs.description }
    /// Whether the utterance's description is not `text`.
    public static func != (lhs: Utterance, rhs: String) -> Bool { lhs.description != rhs }
    /// Whether the utterance's description is not `text`.
    public static func != (lhs: String, rhs: Utterance) -> Bool { lhs != rhs.description }
}
