/// Text from an input file made safe to print on a terminal line.
///
/// A label in a tree file is data, and may hold anything: an escape sequence
/// that recolours or clears the terminal, a bell, a NUL, a line break that
/// would fake another numbered line, or a bidirectional override that makes
/// the line read differently from what it holds. Those scalars are written
/// as `\u{1B}` (the way the tree dump writes them); everything else,
/// including any printable character of any script, is kept.
enum PrintableText {
    /// `text` with control characters (C0, DEL, C1), line and paragraph
    /// separators and bidirectional overrides and isolates written as `\u{…}`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar changes how a terminal shows the line rather than being shown.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
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
