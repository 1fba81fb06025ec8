import AccessibilityModel
import Foundation

/// Every command given to a ``VoiceOver`` and what it said, as a value.
///
/// ``text`` is the stable snapshot form (docs/voiceover.md, "Transcript
/// format"): each command on a `> ` line, then the description (if any),
/// the hint and extras on indented lines, and the event in brackets unless
/// it is `moved` or `announcement`.
///
/// ```
/// > next
/// Stars: 3. Adjustable.
///   hint: Swipe up or down with one finger to adjust the value.
/// > increment
/// 4
/// > next
///   [boundary]
/// ```
public struct Transcript: Hashable, Sendable, CustomStringConvertible {
    /// One command and its utterance.
    public struct Entry: Hashable, Sendable {
        public var command: VoiceOverCommand
        public var utterance: Utterance

        public init(command: VoiceOverCommand, utterance: Utterance) {
            self.command = command
            self.utterance = utterance
        }

        /// The entry's lines in the transcript text.
        public var lines: [String] {
            var lines = ["> " + command.description]
            let announcements = utterance.announcements.map { "  announcement: " + transcriptEscaped($0) }
            // Announcements come after the element's own change, before an element focus moved to.
            if utterance.event == .moved { lines.append(contentsOf: announcements) }
            if !utterance.description.isEmpty { lines.append(transcriptEscaped(utterance.description)) }
            if let hint = utterance.hint { lines.append("  hint: " + transcriptEscaped(hint)) }
            for extra in utterance.extras { lines.append("  extra: " + transcriptEscaped(extra)) }
            if utterance.event != .moved { lines.append(contentsOf: announcements) }
            if utterance.event != .moved, utterance.event != .announcement {
                lines.append("  [\(utterance.event.rawValue)]")
            }
            return lines
        }
    }

    /// The entries, oldest first.
    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Adds an entry.
    public mutating func append(_ command: VoiceOverCommand, _ utterance: Utterance) {
        entries.append(Entry(command: command, utterance: utterance))
    }

    /// The stable text form, one line per part, ending with a newline (empty
    /// for an empty transcript).
    public var text: String {
        entries.isEmpty ? "" : entries.flatMap(\.lines).joined(separator: "\n") + "\n"
    }

    public var description: String { text }
}

/// `text` on one line: newlines, tabs and backslashes escaped as in Swift
/// string literals, and the rest of ``HostileText/Characters/terminal``
/// (control characters, line separators, bidirectional controls) in its
/// visible `\u{…}` form: a transcript is printed under a failed scenario and
/// read in a snapshot file's diff.
func transcriptEscaped(_ text: String) -> String {
    HostileText.escaped(text, .terminal) { scalar in
        switch scalar {
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }
}

/// `text` in double quotes, escaped as a scenario string.
func transcriptQuoted(_ text: String) -> String {
    "\"" + transcriptEscaped(text).replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// A number without a trailing `.0` when whole.
func transcriptNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
