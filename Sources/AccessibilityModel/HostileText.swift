/// Text from an input file shown, never obeyed: the one place that decides
/// which Unicode scalars of a label, a hint, a name or a quoted input must not
/// reach a terminal, a log or a report raw, and how they are shown instead.
///
/// A label is data and may hold anything: an escape sequence that recolours
/// or clears the terminal (ESC, or the C1 control CSI), a bell, a NUL, a line
/// break that fakes another numbered line, or a bidirectional override that
/// makes a line read differently from what it holds. Such a scalar is written
/// in its visible form, `\u{1B}` (uppercase hexadecimal, no leading zeros);
/// every other scalar, any printable character of any script, is kept.
///
/// Each output adds only its own syntax around this, through `syntax`: the
/// tree dump and transcripts write `\n` and `\\` (and `\"` in quoted text);
/// XML, HTML and Markdown write their entities and punctuation escapes;
/// Markdown turns line breaks into spaces. Everything read on a terminal
/// escapes ``Characters/terminal``; the sets differ only where a format
/// requires it (XML 1.0) or where the reports have always escaped more
/// (U+FFFE, U+FFFF), so that reports keep their bytes:
///
/// | output | set |
/// |---|---|
/// | error messages, `speak` (`PrintableText`), the tree dump, Swift Testing issues (`IssueText`), transcripts (`Transcript`), a scenario failure (`ScenarioFailure`) | ``Characters/terminal`` |
/// | text and Markdown reports (`TerminalText`, `MarkdownText`) | ``Characters/all`` (also U+FFFE, U+FFFF) |
/// | XML, HTML (`XMLText`) | C0 controls other than tab, line feed and carriage return, and U+FFFE, U+FFFF: what XML 1.0 forbids; the rest is valid XML |
/// | source lines under an error (`FileDiagnostic`, `DiagnosticRenderer`) | ``Characters/controls`` other than tab, each replaced by U+FFFD so that the caret keeps its column |
///
/// The JSON writer (`JSONWriter`) escapes C0, DEL, U+2028 and U+2029 in
/// JSON's own syntax (`\u001B`) on bytes, for speed; JSON readers give every
/// other scalar back as it was.
///
/// ```swift
/// HostileText.escaped("Save\u{1B}[2J\u{202E}")  // "Save\\u{1B}[2J\\u{202E}"
/// ```
public enum HostileText {
    /// Classes of Unicode scalars that change how text is shown rather than
    /// being shown.
    public struct Characters: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The C0 controls, U+0000 to U+001F: NUL, BEL, ESC, tab, line feed,
        /// carriage return and the rest.
        public static let c0Controls = Characters(rawValue: 1 << 0)
        /// DELETE, U+007F.
        public static let delete = Characters(rawValue: 1 << 1)
        /// The C1 controls, U+0080 to U+009F; some terminals obey U+009B (CSI)
        /// as ESC `[`.
        public static let c1Controls = Characters(rawValue: 1 << 2)
        /// LINE SEPARATOR U+2028 and PARAGRAPH SEPARATOR U+2029, which some
        /// viewers break lines at.
        public static let lineSeparators = Characters(rawValue: 1 << 3)
        /// The bidirectional embeddings and overrides U+202A to U+202E and
        /// isolates U+2066 to U+2069, which reorder the rest of a line.
        public static let bidiControls = Characters(rawValue: 1 << 4)
        /// The noncharacters U+FFFE and U+FFFF (XML 1.0 forbids them).
        public static let noncharacters = Characters(rawValue: 1 << 5)

        /// C0, DEL and C1: Unicode's general category Cc.
        public static let controls: Characters = [.c0Controls, .delete, .c1Controls]
        /// What must not reach one line of a terminal raw: the controls, the
        /// line separators and the bidirectional controls.
        public static let terminal: Characters = [.controls, .lineSeparators, .bidiControls]
        /// Every class.
        public static let all: Characters = [.terminal, .noncharacters]

        /// Whether `scalar` belongs to one of these classes.
        @inlinable
        public func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x00...0x1F: contains(.c0Controls)
            case 0x7F: contains(.delete)
            case 0x80...0x9F: contains(.c1Controls)
            case 0x2028, 0x2029: contains(.lineSeparators)
            case 0x202A...0x202E, 0x2066...0x2069: contains(.bidiControls)
            case 0xFFFE, 0xFFFF: contains(.noncharacters)
            default: false
            }
        }
    }

    /// The visible form of `scalar`: `\u{` its value in uppercase
    /// hexadecimal without leading zeros `}`, as a Swift string literal
    /// writes it (`\u{1B}`, `\u{202E}`).
    @inlinable
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every scalar of `characters` in its visible form
    /// (``visible(_:)``) and nothing else changed.
    ///
    /// - Parameters:
    ///   - text: Text from an input.
    ///   - characters: The classes to escape; by default what a terminal
    ///     line must not hold raw.
    /// - Returns: `text` itself when it holds none of them.
    public static func escaped(_ text: String, _ characters: Characters = .terminal) -> String {
        guard text.unicodeScalars.contains(where: { characters.contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            append(scalar, escaping: characters, to: &result)
        }
        return result
    }

    /// `text` written by an output's own syntax, then with every other scalar
    /// of `characters` in its visible form.
    ///
    /// - Parameters:
    ///   - text: Text from an input.
    ///   - characters: The classes to escape when `syntax` leaves a scalar alone.
    ///   - syntax: The output's own spelling of a scalar (`&amp;`, `\"`, a
    ///     space for a line break), or `nil` for a scalar it does not change.
    ///     It is asked first, so it may also keep a scalar of `characters`
    ///     (XML keeps tab and line feed).
    @inlinable
    public static func escaped(
        _ text: String, _ characters: Characters,
        syntax: (Unicode.Scalar) -> String?
    ) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let spelled = syntax(scalar) {
                result += spelled
            } else {
                append(scalar, escaping: characters, to: &result)
            }
        }
        return result
    }

    /// Appends `scalar` to `result`, in its visible form when it belongs to `characters`.
    @inlinable
    public static func append(_ scalar: Unicode.Scalar, escaping characters: Characters, to result: inout String) {
        if characters.contains(scalar) {
            result += visible(scalar)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
}
