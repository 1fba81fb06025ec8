/// One token of a scenario line, with the text it came from and its range.
struct Token: Hashable, Sendable {
    /// What the token is.
    enum Kind: Hashable, Sendable {
        /// A word: keyword, name, setting key or value, rule ID (`label-missing`), gesture word (`four-finger`).
        case identifier(String)
        /// A string literal, escapes resolved.
        case string(String)
        /// A finite number (`3`, `-1`, `2.5`).
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `.small`, without the dot.
        case enumCase(String)
        case leftParen, rightParen, colon, comma, equals, equalsEquals, ellipsis
    }

    var kind: Kind
    /// The source text of the token, as written.
    var text: String
    var range: SourceRange

    /// The identifier's name, or `nil`.
    var identifier: String? { if case .identifier(let name) = kind { name } else { nil } }

    /// Whether this is the identifier `word`.
    func isWord(_ word: String) -> Bool { identifier == word }

    /// How a message names the token: `'next'`, `"Stars"`, `'3'`, `'('`.
    var quoted: String {
        switch kind {
        case .string(let value): "string \"\(Token.abbreviated(value))\""
        default: "'\(Token.abbreviated(text))'"
        }
    }

    /// At most 40 characters of `text`, with `…` when cut.
    static func abbreviated(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
