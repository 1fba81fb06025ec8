import ScenarioScript
import Testing

@Suite struct DiagnosticRendererTests {
    let source = ScenarioSource(path: "Scenarios/x.scenario", text: "scenario \"S\"\n\t\tnext  \u{7}x\n")

    @Test func `diagnostics are sorted by position and summarised`() {
        let diagnostics = [
            ScenarioDiagnostic(.error, "second", at: SourceRange(line: 2, column: 3, length: 4)),
            ScenarioDiagnostic(.warning, "first", at: SourceRange(line: 1, column: 10, length: 3), suggestion: "T"),
        ]
        #expect(
            DiagnosticRenderer.render(diagnostics, in: source) == """
                Scenarios/x.scenario:1:10: warning: first; did you mean 'T'?
                scenario "S"
                         ^~~
                Scenarios/x.scenario:2:3: error: second
                \t\tnext  \u{FFFD}x
                \t\t^~~~
                1 error and 1 warning in Scenarios/x.scenario

                """)
    }

    @Test func `the summary counts errors and warnings in words`() {
        let error = ScenarioDiagnostic(.error, "e", at: SourceRange(line: 1, column: 1))
        let warning = ScenarioDiagnostic(.warning, "w", at: SourceRange(line: 1, column: 1))
        #expect(DiagnosticRenderer.summary([error, error], path: "a") == "2 errors in a")
        #expect(DiagnosticRenderer.summary([error], path: "a") == "1 error in a")
        #expect(DiagnosticRenderer.summary([warning, warning], path: "a") == "2 warnings in a")
        #expect(DiagnosticRenderer.summary([error, warning, warning], path: "a") == "1 error and 2 warnings in a")
        #expect(DiagnosticRenderer.render([], in: source).isEmpty)
    }

    @Test func `a control character in the line is shown as a replacement character and reported`() {
        let output = Fixtures.diagnose("scenario \"S\"\n  component Rating(title: \"x\")\n  next \u{1B}\u{1B} 2\nend")
        #expect(
            output == """
                x.scenario:3:8: error: unexpected character U+001B
                  next \u{FFFD}\u{FFFD} 2
                       ^~
                1 error in x.scenario

                """)
    }
}
