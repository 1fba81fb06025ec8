import ScenarioScript
import Testing

/// Damaged versions of a valid file never crash, and every diagnostic points into the file.
@Suite struct RobustnessTests {
    static let original = Array(ScenarioParserTests.specExample)

    static func check(_ text: String) {
        let source = ScenarioSource(path: "x.scenario", text: text)
        let document = ScenarioDocument(source: source, validator: Fixtures.validator)
        let lineCount = source.lines.count
        for diagnostic in document.diagnostics {
            #expect((1...lineCount).contains(diagnostic.range.line), "\(diagnostic) in \(text.debugDescription)")
            let lineLength = source.line(diagnostic.range.line)?.count ?? 0
            #expect(diagnostic.range.column >= 1 && diagnostic.range.column <= lineLength + 1, "\(diagnostic)")
        }
        if document.hasErrors { #expect(document.scenarios.isEmpty) }
        _ = document.renderedDiagnostics
    }

    @Test func `deleting any one character never crashes`() {
        for index in Self.original.indices {
            var text = Self.original
            text.remove(at: index)
            Self.check(String(text))
        }
    }

    @Test(arguments: ["\"", "\\", "(", ")", ".", "-", "=", "#", "\t", "\u{A0}", "\u{0}", "é\u{301}", "日", "9", "e", "..."])
    func `inserting awkward text anywhere never crashes`(_ insert: String) {
        for index in stride(from: 0, to: Self.original.count, by: 3) {
            var text = Self.original
            text.insert(contentsOf: insert, at: index)
            Self.check(String(text))
        }
    }

    @Test func `truncating the file anywhere never crashes`() {
        for length in stride(from: 0, to: Self.original.count, by: 5) {
            Self.check(String(Self.original.prefix(length)))
        }
    }
}
