import AccessibilityModel

/// Text from an input file made safe to print on a terminal line.
///
/// A label in a tree file is data, and may hold anything: an escape sequence
/// that recolours or clears the terminal, a bell, a NUL, a line break that
/// would fake another numbered line, or a bidirectional override that makes
/// the line read differently from what it holds. Those scalars are written
/// as `\u{1B}` by ``HostileText`` (the way the tree dump writes them);
/// everything else, including any printable character of any script, is kept.
enum PrintableText {
    /// `text` with control characters (C0, DEL, C1), line and paragraph
    /// separators and bidirectional overrides and isolates written as `\u{…}`.
    /// (``HostileText/Characters/terminal``).
    static func escaped(_ text: String) -> String {
        HostileText.escaped(text, .terminal)
    }

    /// The longest message printed whole; longer ones (a 10 MB name quoted
    /// back) keep their head and tail around a count of what was left out.
    static let maximumMessageLength = 600

    /// `text` escaped (``escaped(_:)``) and, when longer than
    /// ``maximumMessageLength`` characters, cut to its first 400 and last 150
    /// with `…(N characters omitted)…` between them.
    static func message(_ text: String) -> String {
        let safe = escaped(text)
        guard safe.utf8.count > maximumMessageLength else { return safe }
        let count = safe.count
        guard count > maximumMessageLength else { return safe }
        let head = 400, tail = 150
        return String(safe.prefix(head)) + "…(\(count - head - tail) characters omitted)…" + String(safe.suffix(tail))
    }
}
