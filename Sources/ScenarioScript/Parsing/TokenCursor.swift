/// Reads the tokens of one line left to right; the `expect…` methods throw
/// the error to report when the next token is not what the grammar needs.
struct TokenCursor {
    let line: LexedLine
    private(set) var position = 0

    init(line: LexedLine) { self.line = line }

    var tokens: [Token] { line.tokens }
    var isAtEnd: Bool { position >= tokens.count }
    var current: Token? { position < tokens.count ? tokens[position] : nil }
    var previous: Token? { position > 0 && position <= tokens.count ? tokens[position - 1] : nil }

    func peek(_ offset: Int = 0) -> Token? {
        let index = position + offset
        return index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Where the next token is, or just past the line's last token.
    var currentRange: SourceRange { current?.range ?? line.endRange }

    /// How a message names what comes next: a quoted token or `end of line`.
    var found: String { current?.quoted ?? "end of line" }

    @discardableResult
    mutating func advance() -> Token? {
        defer { position += 1 }
        return current
    }

    /// Consumes `kind` when it is next.
    mutating func take(_ kind: Token.Kind) -> Token? {
        guard let token = current, token.kind == kind else { return nil }
        position += 1
        return token
    }

    /// The next token when it is a string literal.
    mutating func expectString(_ what: String, after context: String) throws(ScenarioDiagnostic) -> Located<String> {
        guard let token = current, case .string(let value) = token.kind else {
            throw .error("expected \(what) in double quotes after \(context), found \(found)", at: currentRange)
        }
        position += 1
        return Located(value, at: token.range)
    }

    /// The next token when it is an identifier.
    mutating func expectIdentifier(_ what: String) throws(ScenarioDiagnostic) -> Located<String> {
        guard let token = current, let name = token.identifier else {
            throw .error("expected \(what), found \(found)", at: currentRange)
        }
        position += 1
        return Located(name, at: token.range)
    }

    /// Requires `kind` next.
    mutating func expect(_ kind: Token.Kind, _ spelling: String, after context: String) throws(ScenarioDiagnostic) {
        guard take(kind) == nil else { return }
        throw .error("expected '\(spelling)' after \(context), found \(found)", at: currentRange)
    }

    /// Requires the end of the line.
    func expectEnd(after context: String) throws(ScenarioDiagnostic) {
        guard let token = current else { return }
        let extent = token.range.through(tokens[tokens.count - 1].range)
        throw .error("unexpected \(token.quoted) after '\(context)'", at: extent)
    }

    /// The text of the line from token `start` to the token before the cursor.
    func text(from start: Int) -> String {
        guard start < position, position <= tokens.count else { return "" }
        return tokens[start..<position].map(\.text).joined(separator: " ")
    }
}
