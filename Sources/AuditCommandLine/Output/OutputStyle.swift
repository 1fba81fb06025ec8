/// How a command's output looks: the one place that decides whether colour
/// is used.
///
/// Colour is only ever emphasis: every word that matters ("pass", "fail",
/// "error") is printed whatever the style, so output means the same to a
/// screen reader, in a log file and on a monochrome terminal.
public struct OutputStyle: Hashable, Sendable {
    /// Whether ANSI colour sequences are written.
    public var usesColor: Bool

    /// A style with colour on or off.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Plain text, no escape sequences.
    public static let plain = OutputStyle(usesColor: false)

    /// The style for a run: colour only when standard output is a terminal,
    /// `--no-color` was not given, `NO_COLOR` is unset or empty, and the
    /// terminal is not `dumb`.
    public static func resolve(noColorFlag: Bool, stdoutIsTerminal: Bool, environment: [String: String]) -> OutputStyle {
        let noColorSet = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumbTerminal = environment["TERM"] == "dumb"
        return OutputStyle(usesColor: stdoutIsTerminal && !noColorFlag && !noColorSet && !dumbTerminal)
    }

    /// `text` marked as a success (green when colour is on).
    public func success(_ text: String) -> String { paint(text, code: "32") }

    /// `text` marked as a failure (bold red when colour is on).
    public func failure(_ text: String) -> String { paint(text, code: "1;31") }

    /// `text` emphasised (bold when colour is on).
    public func emphasis(_ text: String) -> String { paint(text, code: "1") }

    private func paint(_ text: String, code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
