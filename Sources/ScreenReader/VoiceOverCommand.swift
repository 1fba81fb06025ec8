/// A command given to ``VoiceOver``, as recorded in a ``Transcript``.
public enum VoiceOverCommand: Hashable, Sendable, CustomStringConvertible {
    case next, previous, first, last, activate, increment, decrement, escape, magicTap
    /// Zoom the focused element in or out (`supportsZoom`).
    case zoomIn, zoomOut
    /// Perform the focused element's custom action with this name.
    case customAction(String)
    /// Select the rotor with this name.
    case selectRotor(String)
    case rotorNext, rotorPrevious
    /// Focus the element with this label.
    case focus(label: String)
    /// Touch the screen at a point.
    case touch(x: Double, y: Double)
    /// Change settings (written `key=value,…`, only the changed keys).
    case changeSettings(String)
    /// Type text into the text field being edited.
    case type(String)
    /// The keyboard's delete key.
    case deleteBackward

    /// The command's line in a transcript (after `> `), in the words of the
    /// scenario language where it has them.
    public var description: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .first: "first"
        case .last: "last"
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .escape: "escape"
        case .magicTap: "magic tap"
        case .zoomIn: "zoom in"
        case .zoomOut: "zoom out"
        case .customAction(let name): "action \(transcriptQuoted(name))"
        case .selectRotor(let name): "rotor \(transcriptQuoted(name))"
        case .rotorNext: "rotor next"
        case .rotorPrevious: "rotor previous"
        case .focus(let label): "focus \(transcriptQuoted(label))"
        case .touch(let x, let y): "touch \(transcriptNumber(x)), \(transcriptNumber(y))"
        case .changeSettings(let text): "set \(text)"
        case .type(let text): "type \(transcriptQuoted(text))"
        case .deleteBackward: "delete"
        }
    }
}
