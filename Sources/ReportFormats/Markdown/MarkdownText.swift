import AccessibilityModel

/// Escaping for Markdown (GitHub-flavoured, as pull-request comments render
/// it): strings from trees are shown as literal text, never as markup.
enum MarkdownText {
    /// `text` safe inside a paragraph or a table cell: Markdown punctuation
    /// is backslash-escaped, `<`, `>` and `&` become entities (so no HTML
    /// gets through), line breaks become spaces (a table row is one line),
    /// and forbidden control characters take their visible `\u{X}` form.
    static func escape(_ text: String) -> String {
        HostileText.escaped(text, .all) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", ":", "@":
                "\\" + String(scalar)
            default: lineBreakAsSpace(scalar)
            }
        }
    }

    /// `text` as one paragraph of literal prose that stays readable in the Markdown source (a page kept in a
    /// repository, `docs/rules.md`): only what would start markup inside a paragraph is escaped (`\`, `` ` ``,
    /// `*`, `_`, `[`, `]`, `|`, `~`, `@`, which GitHub turns into a mail link, and at its start `#`, `-`, `+`, `=`),
    /// `<`, `>` and `&` become entities, and line breaks become spaces, as in ``escape(_:)``.
    static func prose(_ text: String) -> String {
        let escaped = HostileText.escaped(text, .all) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "@": "\\" + String(scalar)
            default: lineBreakAsSpace(scalar)
            }
        }
        // A paragraph that starts like a heading, a list item or a setext underline would become one.
        if let first = escaped.first, "#-+=".contains(first) { return "\\" + escaped }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = escaped.dropFirst(digits.count).first, after == "." || after == ")" {
            return digits + "\\" + escaped.dropFirst(digits.count)
        }
        return escaped
    }

    /// `text` safe inside a code span (`` `text` ``), where backslashes are
    /// literal: a backtick becomes an apostrophe (it would end the span),
    /// line breaks become spaces, and forbidden control characters take
    /// their visible `\u{X}` form.
    static func codeSpan(_ text: String) -> String {
        HostileText.escaped(text, .all) { scalar in
            scalar == "`" ? "'" : lineBreakAsSpace(scalar)
        }
    }

    /// A space for a line break (a table row and the catalog line are one
    /// line each), `nil` for any other scalar: the rest of
    /// ``HostileText/Characters/all`` then takes its visible `\u{X}` form.
    private static func lineBreakAsSpace(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n", "\r", "\t", "\u{2028}", "\u{2029}": " "
        default: nil
        }
    }
}
