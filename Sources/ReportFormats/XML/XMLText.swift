/// Escaping for XML 1.0 (JUnit, SARIF-free HTML/SVG share the rules): the
/// five metacharacters become entities, and characters XML 1.0 forbids
/// (C0 controls other than tab, line feed and carriage return; U+FFFE and
/// U+FFFF) are written in the visible form `\u{1}`, never raw, because no
/// escape can carry them. CDATA is never used.
///
/// ```swift
/// XMLText.escape("a < b & \u{1}")  // "a &lt; b &amp; \\u{1}"
/// ```
public enum XMLText {
    /// `text` for element content.
    public static func escape(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` for an attribute value in double or single quotes; tab, line
    /// feed and carriage return are written as character references so that
    /// attribute normalisation keeps them.
    public static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// `text` with the characters XML 1.0 forbids replaced by their visible
    /// `\u{X}` form: what a parser gives back for an escaped string.
    public static func replacingForbidden(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isForbidden(scalar) { result += visible(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether XML 1.0 forbids `scalar` anywhere in a document.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\r": result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n" where attribute: result += "&#10;"
            default:
                if isForbidden(scalar) { result += visible(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
