/// Escaping for Markdown (GitHub-flavoured, as pull-request comments render
/// it): strings from trees are shown as literal text, never as markup.
enum MarkdownText {
    /// `text` safe inside a paragraph or a table cell: Markdown punctuation
    /// is backslash-escaped, `<`, `>` and `&` become entities (so no HTML
    /// gets through), line breaks become spaces (a table row is one line),
    /// and forbidden control characters take their visible `\u{X}` form.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", ":", "@":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default: appendPlain(scalar, to: &result)
            }
        }
        return result
    }

    /// `text` safe inside a code span (`` `text` ``), where backslashes are
    /// literal: a backtick becomes an apostrophe (it would end the span),
    /// line breaks become spaces, and forbidden control characters take
    /// their visible `\u{X}` form.
    static func codeSpan(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`": result += "'"
            default: appendPlain(scalar, to: &result)
            }
        }
        return result
    }

    /// A scalar that needs no Markdown escape: a line break becomes a space
    /// (a table row and the catalog line are one line each), a forbidden
    /// control character its visible `\u{X}` form, anything else itself.
    private static func appendPlain(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n", "\r", "\t", "\u{2028}", "\u{2029}": result += " "
        default:
            if TerminalText.needsEscape(scalar) {
                result += XMLText.visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
}
