/// Splits one source line into tokens, reporting every lexical error of the
/// line (stray characters, unterminated strings, bad escapes, bad numbers).
///
/// Words are ASCII letters, digits and `_`, with single `-` joining parts
/// (`four-finger`, `label-missing`); `#` starts a comment; spaces and tabs
/// separate tokens and any other whitespace is an error.
struct ScenarioLexer {
    let line: SourceLine
    var index = 0
    var tokens: [Token] = []
    var diagnostics: [ScenarioDiagnostic] = []

    init(line: SourceLine) { self.line = line }

    /// The tokens of `line` and the errors found on it.
    static func lex(_ line: SourceLine) -> (LexedLine, [ScenarioDiagnostic]) {
        var lexer = ScenarioLexer(line: line)
        lexer.run()
        let tokens = lexer.tokens
        let end =
            tokens.last.map { SourceRange(line: line.number, column: $0.range.endColumn) }
            ?? SourceRange(line: line.number, column: 1)
        var code = ""
        if let first = tokens.first, let last = tokens.last {
            code = line.text(
                from: lexer.scalarIndex(ofColumn: first.range.column),
                to: lexer.scalarIndex(ofColumn: last.range.endColumn))
        }
        let lexed = LexedLine(number: line.number, tokens: tokens, hasErrors: !lexer.diagnostics.isEmpty, endRange: end, code: code)
        return (lexed, lexer.diagnostics)
    }

    var scalars: [Unicode.Scalar] { line.scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    /// The first scalar index whose column is `column` (or the end).
    func scalarIndex(ofColumn column: Int) -> Int {
        line.columns.firstIndex { $0 >= column } ?? scalars.count
    }

    mutating func run() {
        while let scalar = peek() {
            switch scalar {
            case " ", "\t":
                index += 1
            case "#":
                return
            case "\"":
                lexString()
            case "(": single(.leftParen)
            case ")": single(.rightParen)
            case ":": single(.colon)
            case ",": single(.comma)
            case "=":
                if peek(1) == "=" { emit(.equalsEquals, from: index, to: index + 2) } else { single(.equals) }
            case ".":
                lexDot()
            case "-" where peek(1).map(Self.isDigit) == true:
                lexNumber()
            case _ where Self.isDigit(scalar):
                lexNumber()
            case _ where Self.isWordStart(scalar):
                lexWord()
            default:
                lexStray()
            }
        }
    }

    mutating func single(_ kind: Token.Kind) { emit(kind, from: index, to: index + 1) }

    mutating func emit(_ kind: Token.Kind, from start: Int, to end: Int) {
        tokens.append(Token(kind: kind, text: line.text(from: start, to: end), range: line.range(from: start, to: end)))
        index = end
    }

    mutating func error(_ message: String, from start: Int, to end: Int) {
        diagnostics.append(.error(message, at: line.range(from: start, to: end)))
    }

    /// `...`, an enum case `.small`, or an error.
    mutating func lexDot() {
        let start = index
        if peek(1) == ".", peek(2) == "." {
            emit(.ellipsis, from: start, to: start + 3)
        } else if peek(1) == ".", peek(2) == "<" {
            error("half-open ranges are not supported; write a closed range such as 1...5", from: start, to: start + 3)
            index = start + 3
        } else if peek(1) == "." {
            error("'..' is not an operator; write a range with three dots, such as 1...5", from: start, to: start + 2)
            index = start + 2
        } else if let next = peek(1), Self.isWordStart(next) {
            var end = start + 1
            while end < scalars.count, Self.isWordPart(scalars[end]) { end += 1 }
            emit(.enumCase(line.text(from: start + 1, to: end)), from: start, to: end)
        } else if let next = peek(1), Self.isDigit(next) {
            var end = start + 1
            while end < scalars.count, Self.isDigit(scalars[end]) { end += 1 }
            error("a number must start with a digit; write 0\(line.text(from: start, to: end))", from: start, to: end)
            index = end
        } else {
            lexStray()
        }
    }

    /// A word; `true` and `false` are booleans.
    mutating func lexWord() {
        let start = index
        var end = start
        while end < scalars.count {
            if Self.isWordPart(scalars[end]) {
                end += 1
            } else if scalars[end] == "-", end + 1 < scalars.count, Self.isWordPart(scalars[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        let word = line.text(from: start, to: end)
        switch word {
        case "true": emit(.bool(true), from: start, to: end)
        case "false": emit(.bool(false), from: start, to: end)
        default: emit(.identifier(word), from: start, to: end)
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool { isWordStart(scalar) || isDigit(scalar) }
}
