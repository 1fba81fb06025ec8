import Testing

@testable import ScenarioScript

@Suite struct ScenarioLexerTests {
    static func lex(_ text: String) -> (tokens: [Token], diagnostics: [ScenarioDiagnostic]) {
        let line = SourceLine(number: 1, scalars: Array(text.unicodeScalars))
        let (lexed, diagnostics) = ScenarioLexer.lex(line)
        return (lexed.tokens, diagnostics)
    }

    @Test func `tokens carry 1-based columns and their extent`() {
        let (tokens, diagnostics) = Self.lex("  component Rating(in: 0.0...1.0, size: .small) # note")
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.text) == ["component", "Rating", "(", "in", ":", "0.0", "...", "1.0", ",", "size", ":", ".small", ")"])
        #expect(tokens.map(\.range.column) == [3, 13, 19, 20, 22, 24, 27, 30, 33, 35, 39, 41, 47])
        #expect(tokens[0].range.length == 9)
        #expect(tokens[11].kind == .enumCase("small"))
    }

    @Test func `a range without spaces is a number, three dots and a number`() {
        let (tokens, _) = Self.lex("1...5 -1...-0.5")
        #expect(tokens.map(\.kind) == [.number(1), .ellipsis, .number(5), .number(-1), .ellipsis, .number(-0.5)])
    }

    @Test func `words join parts with single hyphens and booleans are their own kind`() {
        let (tokens, _) = Self.lex("four-finger label-missing true false isEnabled=false a==b")
        #expect(
            tokens.map(\.kind) == [
                .identifier("four-finger"), .identifier("label-missing"), .bool(true), .bool(false),
                .identifier("isEnabled"), .equals, .bool(false), .identifier("a"), .equalsEquals, .identifier("b"),
            ])
    }

    @Test func `columns count characters, not bytes or scalars`() {
        // "é" written as e + combining acute is one column; "日本" are two.
        let (tokens, _) = Self.lex("\"e\u{301}日本\" next")
        #expect(tokens.map(\.range) == [SourceRange(line: 1, column: 1, length: 5), SourceRange(line: 1, column: 7, length: 4)])
        #expect(tokens.first?.kind == .string("e\u{301}日本"))
    }

    @Test func `a string may hold a hash and several escapes are all reported`() {
        let (tokens, diagnostics) = Self.lex(##""# not a comment" "\a\b""##)
        #expect(tokens.first?.kind == .string("# not a comment"))
        #expect(diagnostics.map(\.range.column) == [20, 22])
    }

    @Test func `numbers that are not Swift numbers are errors`() {
        #expect(Self.lex("3abc").diagnostics.map(\.message) == ["invalid number '3abc'"])
        #expect(Self.lex(".5").diagnostics.map(\.message) == ["a number must start with a digit; write 0.5"])
        #expect(Self.lex("1..5").diagnostics.map(\.message) == ["'..' is not an operator; write a range with three dots, such as 1...5"])
        #expect(Self.lex(String(repeating: "9", count: 400)).diagnostics.first?.message.hasSuffix("is out of range") == true)
    }
}
