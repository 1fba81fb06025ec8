import AccessibilityModel

/// A command of a scenario: a gesture or a direct instruction to the
/// simulated screen reader. Gesture aliases map to the same cases
/// (`swipe right` is ``next``); the step's ``ScenarioStep/source`` keeps
/// the spelling.
public enum ScenarioCommand: Hashable, Sendable {
    /// `next`, `swipe right`.
    case next
    /// `previous`, `swipe left`.
    case previous
    /// `first`, `four-finger tap top`.
    case first
    /// `last`, `four-finger tap bottom`.
    case last
    /// `activate`, `double tap`.
    case activate
    /// `increment`, `swipe up`.
    case increment
    /// `decrement`, `swipe down`.
    case decrement
    /// `escape`, `scrub`.
    case escape
    /// `magic tap`, `two-finger double tap`.
    case magicTap
    /// `action "<name>"`: the focused element's custom action.
    case customAction(String)
    /// `rotor "<name>"`: select a rotor (standard or custom).
    case rotor(String)
    /// `focus "<label>"`: focus the element with that label.
    case focus(String)
    /// `set key=value, …`: change settings mid-session (those it fixes; the others keep their values).
    case set(SettingsOverride)
    /// `type "<text>"`: type on the keyboard into the text field being edited.
    case type(String)
    /// `delete`: the keyboard's delete key, in the text field being edited.
    case delete

    /// The standard rotors, as `rotor` names them.
    public static let standardRotors = [
        "Headings", "Links", "Images", "Text Fields", "Lists", "Landmarks", "Containers", "Actions", "Adjust Value",
        "More Content",
    ]

    /// Whether the command acts on the component (and so is replayed to
    /// bring a fresh subject to the session's state): activation,
    /// adjustment, escape, magic tap, custom actions, typing and settings changes.
    /// Moving focus and choosing a rotor change only the screen reader.
    public var isReplayed: Bool {
        switch self {
        case .activate, .increment, .decrement, .escape, .magicTap, .customAction, .set, .type, .delete: true
        case .next, .previous, .first, .last, .rotor, .focus: false
        }
    }
}
