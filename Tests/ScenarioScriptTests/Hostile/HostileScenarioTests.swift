import Foundation
import ScenarioScript
import Testing

/// One scenario file of the hostile corpus (`Tests/Hostile/scenarios/`) and
/// exactly what reading it gives: how many scenarios validate (none when
/// the file has an error, so `a11y-audit run` exits 2 on it) and the
/// rendered diagnostics, word for word.
struct HostileScenario: Sendable, CustomTestStringConvertible {
    var path: String
    var scenarios: Int
    var diagnostics: String

    init(_ path: String, scenarios: Int, diagnostics: String) {
        self.path = path
        self.scenarios = scenarios
        self.diagnostics = diagnostics
    }

    var testDescription: String { path }

    static let all: [HostileScenario] = [
        HostileScenario("scenarios/bom-crlf.scenario", scenarios: 1, diagnostics: ""),
        HostileScenario(
            "scenarios/empty.scenario", scenarios: 0,
            diagnostics:
                "scenarios/empty.scenario:1:1: error: no scenarios in file; a scenario starts with 'scenario \"<name>\"' and ends with 'end'\n\n^\n1 error in scenarios/empty.scenario\n"
        ),
        HostileScenario(
            "scenarios/end-without-scenario.scenario", scenarios: 0,
            diagnostics:
                "scenarios/end-without-scenario.scenario:1:1: error: 'end' without a matching 'scenario'\nend\n^~~\n1 error in scenarios/end-without-scenario.scenario\n"
        ),
        HostileScenario(
            "scenarios/escape-sequences.scenario", scenarios: 0,
            diagnostics:
                "scenarios/escape-sequences.scenario:3:7: error: unexpected character U+001B\n  incr\u{FFFD}[2Jement\n      ^\nscenarios/escape-sequences.scenario:3:8: error: unexpected character '['\n  incr\u{FFFD}[2Jement\n       ^\nscenarios/escape-sequences.scenario:3:9: error: invalid number '2Jement'\n  incr\u{FFFD}[2Jement\n        ^~~~~~~\n3 errors in scenarios/escape-sequences.scenario\n"
        ),
        // Raw control characters inside strings are accepted by the lexer (and escaped wherever they are printed).
        HostileScenario("scenarios/escape-sequences-in-strings.scenario", scenarios: 1, diagnostics: ""),
        HostileScenario(
            "scenarios/huge-repeat.scenario", scenarios: 0,
            diagnostics:
                "scenarios/huge-repeat.scenario:3:8: error: repeat count 99999999999999999999 is too large; a step repeats at most 1000 times\n  next 99999999999999999999\n       ^~~~~~~~~~~~~~~~~~~~\n1 error in scenarios/huge-repeat.scenario\n"
        ),
        HostileScenario(
            "scenarios/invalid-utf8.scenario", scenarios: 0,
            diagnostics:
                "scenarios/invalid-utf8.scenario:1:14: error: invalid UTF-8 (byte 0xE9); scenario files must be UTF-8 text\nscenario \"Caf\u{FFFD}\"\n             ^\n1 error in scenarios/invalid-utf8.scenario\n"
        ),
        HostileScenario(
            "scenarios/misspellings.scenario", scenarios: 0,
            diagnostics:
                "scenarios/misspellings.scenario:2:13: error: unknown component 'DSButon' in catalog 'design-system'; did you mean 'DSButton'?\n  component DSButon(title: \"Pay\")\n            ^~~~~~~\nscenarios/misspellings.scenario:3:3: error: unknown command 'incremnt'; did you mean 'increment'?\n  incremnt\n  ^~~~~~~~\nscenarios/misspellings.scenario:4:3: error: unknown assertion 'expect focs'; did you mean 'expect focus'?\n  expect focs \"Pay\"\n  ^~~~~~~~~~~\n3 errors in scenarios/misspellings.scenario\n"
        ),
        HostileScenario(
            "scenarios/nested-scenario.scenario", scenarios: 0,
            diagnostics:
                "scenarios/nested-scenario.scenario:1:1: error: missing 'end' for scenario \"Outer\" before the next 'scenario'\nscenario \"Outer\"\n^~~~~~~~\nscenarios/nested-scenario.scenario:6:1: error: 'end' without a matching 'scenario'\nend\n^~~\n2 errors in scenarios/nested-scenario.scenario\n"
        ),
        HostileScenario(
            "scenarios/nul-byte.scenario", scenarios: 0,
            diagnostics:
                "scenarios/nul-byte.scenario:3:7: error: unexpected character U+0000\n  next\u{FFFD}\n      ^\n1 error in scenarios/nul-byte.scenario\n"
        ),
        HostileScenario(
            "scenarios/numbers.scenario", scenarios: 0,
            diagnostics:
                "scenarios/numbers.scenario:2:43: error: number '1e400' is out of range\n  component Rating(title: \"Stars\", value: 1e400, in: 5...1)\n                                          ^~~~~\n1 error in scenarios/numbers.scenario\n"
        ),
        HostileScenario(
            "scenarios/only-comments.scenario", scenarios: 0,
            diagnostics:
                "scenarios/only-comments.scenario:1:1: error: no scenarios in file; a scenario starts with 'scenario \"<name>\"' and ends with 'end'\n# nothing here\n^\n1 error in scenarios/only-comments.scenario\n"
        ),
        HostileScenario(
            "scenarios/tabs-and-emoji.scenario", scenarios: 0,
            diagnostics:
                "scenarios/tabs-and-emoji.scenario:3:3: error: unknown gesture 'swipe sideways'; expected 'swipe right', 'swipe left', 'swipe up' or 'swipe down'\n\t\tswipe sideways\n\t\t^~~~~~~~~~~~~~\n1 error in scenarios/tabs-and-emoji.scenario\n"
        ),
        HostileScenario(
            "scenarios/unterminated-call.scenario", scenarios: 0,
            diagnostics:
                "scenarios/unterminated-call.scenario:2:34: error: expected ')' to close the arguments of DSButton\n  component DSButton(title: \"Pay\"\n                                 ^\n1 error in scenarios/unterminated-call.scenario\n"
        ),
        HostileScenario(
            "scenarios/unterminated-escape.scenario", scenarios: 0,
            diagnostics:
                "scenarios/unterminated-escape.scenario:2:33: error: invalid \\u{\u{2026}} escape; write 1 to 8 hex digits between the braces, as in \\u{1F600}\n  component DSButton(title: \"Pay\\u{41\")\n                                ^~~~~\n1 error in scenarios/unterminated-escape.scenario\n"
        ),
        HostileScenario(
            "scenarios/unterminated-scenario.scenario", scenarios: 0,
            diagnostics:
                "scenarios/unterminated-scenario.scenario:1:1: error: missing 'end' for scenario \"Pay\" at the end of the file\nscenario \"Pay\"\n^~~~~~~~\n1 error in scenarios/unterminated-scenario.scenario\n"
        ),
        HostileScenario(
            "scenarios/unterminated-string.scenario", scenarios: 0,
            diagnostics:
                "scenarios/unterminated-string.scenario:1:10: error: unterminated string; add a closing '\"' on the same line\nscenario \"Pay\n         ^~~~\n1 error in scenarios/unterminated-string.scenario\n"
        ),
    ]
}

/// Damaged and adversarial scenario files: every one is read without a
/// crash, every problem is reported at its line and column with the line
/// and a caret, and the output stays bounded.
@Suite struct HostileScenarioTests {
    @Test(arguments: HostileScenario.all)
    func `a hostile scenario file gives exactly its diagnostics`(file: HostileScenario) throws {
        let document = try HostileScenarioCatalog.document(file.path)
        #expect(document.scenarios.count == file.scenarios)
        #expect(document.hasErrors == (file.scenarios == 0))
        #expect(document.renderedDiagnostics == file.diagnostics)
    }

    @Test func `every scenario file of the corpus is in the table`() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: HostileScenarioCatalog.root.appendingPathComponent("scenarios").path)
        let listed = Set(HostileScenario.all.map(\.path) + ["scenarios/binary-garbage.scenario"])
        #expect(Set(names.map { "scenarios/" + $0 }) == listed)
    }

    @Test func `binary garbage is reported as invalid UTF-8 at each bad run, with replacement characters shown`() throws {
        let document = try HostileScenarioCatalog.document("scenarios/binary-garbage.scenario")
        #expect(document.hasErrors)
        let text = document.renderedDiagnostics
        let headers = text.split(separator: "\n").filter { $0.hasPrefix("scenarios/binary-garbage.scenario:") }
        #expect(headers.count == 95)
        #expect(headers.allSatisfy { $0.contains(": error: invalid UTF-8 (byte") })
        #expect(text.hasSuffix("\n95 errors in scenarios/binary-garbage.scenario\n"))
        // Every shown source line is cut to the window (160 characters and the two '…').
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest <= DiagnosticRenderer.maximumLineWidth + 2)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control })
    }

    @Test func `a file of 10,000 errors prints the first 100 and counts the rest`() {
        let text =
            "scenario \"Many\"\n  component DSButton(title: \"Pay\")\n"
            + String(repeating: "  incremnt\n", count: 10_000) + "end\n"
        let document = ScenarioDocument(
            source: ScenarioSource(path: "many.scenario", text: text),
            validator: HostileScenarioCatalog.validator)
        #expect(document.diagnostics.count == 10_000)
        let lines = document.renderedDiagnostics.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 100 * 3 + 2 + 1)
        #expect(lines.first == "many.scenario:3:3: error: unknown command 'incremnt'; did you mean 'increment'?")
        #expect(lines[297] == "many.scenario:102:3: error: unknown command 'incremnt'; did you mean 'increment'?")
        #expect(lines[300] == "… and 9900 more errors (not shown)")
        #expect(lines[301] == "10000 errors in many.scenario")
        #expect(lines[302] == "")
    }

    @Test func `a limit can be given, and the omitted count names warnings apart`() {
        let error = ScenarioDiagnostic(.error, "e", at: SourceRange(line: 1, column: 1))
        let warning = ScenarioDiagnostic(.warning, "w", at: SourceRange(line: 1, column: 2))
        let source = ScenarioSource(path: "a", text: "xy\n")
        let text = DiagnosticRenderer.render([error, warning, error, warning, warning], in: source, limit: 1)
        #expect(text.hasSuffix("… and 1 more error and 3 more warnings (not shown)\n2 errors and 3 warnings in a\n"))
    }

    @Test func `an error on a 10 MB line shows a window of the line around the caret`() {
        let long = String(repeating: "x", count: 10_000_000)
        let text = "scenario \"Long\"\n  component DSButton(title: \"\(long)\") oops\nend\n"
        let document = ScenarioDocument(
            source: ScenarioSource(path: "long.scenario", text: text),
            validator: HostileScenarioCatalog.validator)
        let rendered = document.renderedDiagnostics
        #expect(document.hasErrors)
        #expect(rendered.utf8.count < 2_000)
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == 4)
        if lines.count == 4 {
            #expect(lines[1].hasPrefix("…xxx"))
            #expect(lines[1].hasSuffix("xxx\") oops"))
            // The caret sits under 'oops' in the shown window.
            let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
            let oops = lines[1].firstRange(of: "oops").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
            #expect(caret != nil && caret == oops)
        }
    }
}
