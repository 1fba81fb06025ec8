import AccessibilityModel
import Testing

@testable import ScenarioScript

@Suite struct ScenarioParserTests {
    static let specExample = #"""
        # Scenarios/rating.scenario
        scenario "Rating adjusts by one and clamps at its bounds"
          component Rating(title: "Stars", value: 3, in: 1...5)
          styles all
          environments pairwise

          next
          expect "Stars: 3. Adjustable."
          expect hint "Swipe up or down with one finger to adjust the value."
          increment
          expect "4"
          increment 3
          expect value "5"
          expect state value == 5
          decrement
          expect "4"
        end

        scenario "A disabled rating is dimmed and keeps its value"
          component Rating(title: "Stars", value: 3)
          environment isEnabled=false
          next
          expect "Stars: 3. Dimmed. Adjustable."
          increment
          expect state value == 3
        end
        """#

    static func parse(_ text: String) -> (file: ScenarioFile, diagnostics: [ScenarioDiagnostic]) {
        ScenarioParser.parse(ScenarioSource(path: "Scenarios/rating.scenario", text: text))
    }

    @Test func `the spec's example parses without a diagnostic`() throws {
        let (file, diagnostics) = Self.parse(Self.specExample)
        #expect(diagnostics.isEmpty)
        try #require(file.scenarios.count == 2)
        let first = file.scenarios[0]
        #expect(first.name == "Rating adjusts by one and clamps at its bounds")
        #expect(first.location == CodeLocation(file: "Scenarios/rating.scenario", line: 2, column: 1))
        #expect(first.setup.component?.sourceForm == "Rating(title: \"Stars\", value: 3, in: 1...5)")
        #expect(first.setup.styles == .all)
        #expect(first.setup.matrix == .pairwise)
        #expect(first.steps.count == 10)
        #expect(file.scenarios[1].setup.environment.map(\.description) == ["isEnabled=false"])
        #expect(file.scenarios[1].setup.matrix == .default)
    }

    @Test func `every step carries its location and its source as written`() throws {
        let (file, _) = Self.parse(Self.specExample)
        let steps = try #require(file.scenarios.first).steps
        let repeated = steps[5]
        #expect(repeated.kind == .command(.increment, repeatCount: 3))
        #expect(repeated.source == "increment 3")
        #expect(repeated.location == CodeLocation(file: "Scenarios/rating.scenario", line: 12, column: 3))
        #expect(repeated.range == SourceRange(line: 12, column: 3, length: 11))
        #expect(repeated.description == "Scenarios/rating.scenario:12: increment 3")
        #expect(
            steps[7].kind
                == .expectation(
                    .state(
                        parameter: Located("value", at: SourceRange(line: 14, column: 16, length: 5)),
                        value: Located(.number(5), at: SourceRange(line: 14, column: 25)))))
    }

    struct StepCase: CustomTestStringConvertible, Sendable {
        var line: String
        var kind: ScenarioStep.Kind
        var testDescription: String { line }
    }

    static let steps: [StepCase] = [
        StepCase(line: "next", kind: .command(.next, repeatCount: 1)),
        StepCase(line: "swipe right 2", kind: .command(.next, repeatCount: 2)),
        StepCase(line: "previous", kind: .command(.previous, repeatCount: 1)),
        StepCase(line: "swipe left", kind: .command(.previous, repeatCount: 1)),
        StepCase(line: "first", kind: .command(.first, repeatCount: 1)),
        StepCase(line: "four-finger tap top", kind: .command(.first, repeatCount: 1)),
        StepCase(line: "last", kind: .command(.last, repeatCount: 1)),
        StepCase(line: "four-finger tap bottom", kind: .command(.last, repeatCount: 1)),
        StepCase(line: "activate", kind: .command(.activate, repeatCount: 1)),
        StepCase(line: "double tap", kind: .command(.activate, repeatCount: 1)),
        StepCase(line: "increment 4", kind: .command(.increment, repeatCount: 4)),
        StepCase(line: "swipe up", kind: .command(.increment, repeatCount: 1)),
        StepCase(line: "decrement", kind: .command(.decrement, repeatCount: 1)),
        StepCase(line: "swipe down 1000", kind: .command(.decrement, repeatCount: 1000)),
        StepCase(line: "escape", kind: .command(.escape, repeatCount: 1)),
        StepCase(line: "scrub", kind: .command(.escape, repeatCount: 1)),
        StepCase(line: "magic tap", kind: .command(.magicTap, repeatCount: 1)),
        StepCase(line: "two-finger double tap", kind: .command(.magicTap, repeatCount: 1)),
        StepCase(line: #"action "Delete" 2"#, kind: .command(.customAction("Delete"), repeatCount: 2)),
        StepCase(line: #"rotor "Adjust Value""#, kind: .command(.rotor("Adjust Value"), repeatCount: 1)),
        StepCase(line: #"rotor "My Custom Rotor""#, kind: .command(.rotor("My Custom Rotor"), repeatCount: 1)),
        StepCase(line: #"focus "Stars""#, kind: .command(.focus("Stars"), repeatCount: 1)),
        StepCase(line: #"expect "Stars: 3. Adjustable.""#, kind: .expectation(.speech("Stars: 3. Adjustable."))),
        StepCase(line: #"expect hint "Double-tap to open.""#, kind: .expectation(.hint("Double-tap to open."))),
        StepCase(line: "expect no hint", kind: .expectation(.noHint)),
        StepCase(line: #"expect speech contains "Dimmed""#, kind: .expectation(.speechContains("Dimmed"))),
        StepCase(line: #"expect focus "Stars""#, kind: .expectation(.focus("Stars"))),
        StepCase(line: #"expect value "3 of 5""#, kind: .expectation(.value("3 of 5"))),
        StepCase(line: "expect traits button, notEnabled", kind: .expectation(.traits([.button, .notEnabled]))),
        StepCase(line: "expect elements 0", kind: .expectation(.elements(0))),
        StepCase(line: #"expect order "Title", "Stars""#, kind: .expectation(.order(["Title", "Stars"]))),
        StepCase(line: "expect boundary", kind: .expectation(.boundary)),
        StepCase(line: #"expect announcement "Saved""#, kind: .expectation(.announcement("Saved"))),
        StepCase(line: "expect silence", kind: .expectation(.silence)),
        StepCase(line: #"type "jo@example.com""#, kind: .command(.type("jo@example.com"), repeatCount: 1)),
        StepCase(line: #"type "a" 3"#, kind: .command(.type("a"), repeatCount: 3)),
        StepCase(line: "delete", kind: .command(.delete, repeatCount: 1)),
        StepCase(line: "delete 2", kind: .command(.delete, repeatCount: 2)),
        StepCase(line: "expect no findings", kind: .expectation(.noFindings)),
        StepCase(
            line: "expect finding label-missing",
            kind: .expectation(.finding(Located("label-missing", at: SourceRange(line: 3, column: 18, length: 13))))),
    ]

    @Test(arguments: steps)
    func `every step and gesture alias of the spec parses`(_ example: StepCase) throws {
        let text = "scenario \"S\"\n  component Rating(title: \"Stars\")\n  \(example.line) # comment\nend\n"
        let (file, diagnostics) = Self.parse(text)
        #expect(diagnostics.isEmpty)
        let step = try #require(file.scenarios.first?.steps.first)
        #expect(step.kind == example.kind)
        #expect(step.source == example.line)
    }

    @Test func `set changes several settings in one step`() throws {
        let (file, diagnostics) = Self.parse(
            "scenario \"S\"\n component Tag\n set colorScheme=dark, dynamicTypeSize=accessibility5, layoutDirection=rightToLeft\nend")
        #expect(diagnostics.isEmpty)
        let step = try #require(file.scenarios.first?.steps.first)
        guard case .command(.set(let setting), 1) = step.kind else {
            Issue.record("expected a set step, got \(step.kind)")
            return
        }
        #expect(setting == SettingsOverride(colorScheme: .dark, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft))
        let settings = setting.applied(to: AccessibilitySettings())
        #expect(settings.description == "colorScheme=dark,dynamicTypeSize=accessibility5,layoutDirection=rightToLeft")
    }

    @Test func `literals of every kind are read as written`() throws {
        let (file, diagnostics) = Self.parse(
            #"""
            scenario "S"
              catalog articles
              component Thing(a: "x\"y\\z\n\u{1F600}", b: -1, c: 2.5, d: 0.0...1.0, e: true, f: .small, g: nil, h: 1_000)
              styles star, numeric
            end
            """#)
        #expect(diagnostics.isEmpty)
        let scenario = try #require(file.scenarios.first)
        #expect(scenario.setup.catalog?.value == "articles")
        #expect(
            scenario.setup.styles
                == .named([
                    Located("star", at: SourceRange(line: 4, column: 10, length: 4)),
                    Located("numeric", at: SourceRange(line: 4, column: 16, length: 7)),
                ]))
        let values = try #require(scenario.setup.component).arguments.map(\.value.value)
        #expect(
            values == [
                .string("x\"y\\z\n😀"), .number(-1), .number(2.5), .range(lower: 0, upper: 1), .bool(true), .enumCase("small"), .none,
                .number(1000),
            ])
    }

    @Test func `an inverted range is kept with its bounds and never becomes a ClosedRange`() {
        let literal = ScenarioLiteral.range(lower: 5, upper: 1)
        #expect(literal.parameterValue == nil)
        #expect(literal.description == "5...1")
        #expect(ScenarioLiteral.range(lower: 1, upper: 1).parameterValue == .range(1...1))
    }

    @Test func `an inverted range in expect state is an error too`() {
        let (_, diagnostics) = Self.parse("scenario \"S\"\n component Rating\n expect state in == 5.5...-1\nend")
        #expect(diagnostics.map(\.description) == ["3:21: error: inverted range 5.5...-1; the lower bound must not exceed the upper bound"])
    }

    @Test func `component arguments may be omitted with or without parentheses`() {
        let (file, diagnostics) = Self.parse("scenario \"A\"\n component Tag\nend\nscenario \"B\"\n component Tag()\nend")
        #expect(diagnostics.isEmpty)
        #expect(file.scenarios.map { $0.setup.component?.sourceForm } == ["Tag()", "Tag()"])
    }

    @Test func `Windows line endings and a byte-order mark are accepted`() {
        let text = "\u{FEFF}scenario \"S\"\r\n  component Tag\r\n  next\r\nend\r\n"
        let (file, diagnostics) = Self.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.scenarios.first?.steps.first?.location.column == 3)
    }

    @Test func `a ten-thousand-line file parses without a diagnostic`() {
        var text = "scenario \"Long\"\n  component Rating(title: \"Stars\")\n"
        for index in 0..<9_997 { text += index.isMultiple(of: 2) ? "  increment\n" : "  expect value \"\(index)\"\n" }
        text += "end\n"
        let (file, diagnostics) = Self.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.scenarios.first?.steps.count == 9_997)
        #expect(file.scenarios.first?.steps.last?.location.line == 9_999)
    }

    @Test func `deeply repeated punctuation is one error, not a crash`() {
        let parens = String(repeating: "(", count: 50_000)
        let (_, diagnostics) = Self.parse("scenario \"S\"\n component Rating\(parens)\nend")
        #expect(diagnostics.map(\.description) == [#"2:19: error: expected a labelled argument such as 'title: "Stars"', found '('"#])
        let (_, dots) = Self.parse("scenario \"S\"\n component Rating\n next " + String(repeating: "...", count: 10_000) + "\nend")
        #expect(dots.count == 1)
    }

    @Test func `every error of a file is reported, one per bad line`() {
        let text = """
            scenario "A"
              component Rating(title: "Stars")
              incremnt
              swipe rigth
              expect vlaue "3"
              expect "unterminated
              next 0
            end
            end
            """
        let (_, diagnostics) = Self.parse(text)
        #expect(diagnostics.map(\.range.line) == [3, 4, 5, 6, 7, 9])
    }
}
