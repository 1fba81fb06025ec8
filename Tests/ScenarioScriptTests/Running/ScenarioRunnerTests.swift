import AccessibilityModel
import ScenarioScript
import Testing

/// Runs the scenarios of `text` (as `Scenarios/test.scenario`); records an issue when the file does not check.
func runScenarios(_ text: String, jobs: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) -> [ScenarioCellResult] {
    let document = FakeComponents.document(text)
    #expect(!document.hasErrors, "\(document.renderedDiagnostics)", sourceLocation: sourceLocation)
    return ScenarioRunner(jobs: jobs).run(document)
}

/// Records an issue (with the failure reports) unless every cell passed.
func expectAllPassed(_ results: [ScenarioCellResult], count: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let report = ScenarioRunReport(results: results)
    #expect(report.failed == 0 && !results.isEmpty, "\(report.text())", sourceLocation: sourceLocation)
    if let count { #expect(results.count == count, sourceLocation: sourceLocation) }
}

/// The runner on fake components: cells, commands, the failure report.
@Suite struct ScenarioRunnerTests {
    @Test func `a scenario runs once per style and passes in each`() {
        let results = runScenarios(
            """
            scenario "Rating adjusts by one and clamps"
              component Rating(title: "Stars", value: 4)
              next
              expect speech contains "Stars: "
              expect traits adjustable
              increment
              expect state value == 5
              increment
              expect boundary
              expect state value == 5.0
            end
            """)
        expectAllPassed(results, count: 2)
        #expect(results.map(\.style) == ["star", "numeric"])
        #expect(results.map(\.settingsDescription) == ["default", "default"])
        #expect(results.map(\.file) == ["Scenarios/test.scenario", "Scenarios/test.scenario"])
        #expect(results.map(\.location.line) == [1, 1])
    }

    @Test func `after a repeated command the last utterance is the last repetition's`() {
        let results = runScenarios(
            """
            scenario "Three up"
              component Rating(title: "Stars", value: 1)
              styles numeric
              next
              increment 3
              expect "4 of 5"
              expect value "4 of 5"
              decrement 10
              expect boundary
              expect state value == 1
            end
            """)
        expectAllPassed(results, count: 1)
        #expect(results.first?.transcript.entries.count == 14)
    }

    @Test func `a broken component fails with the scenario, style, settings, step, expected, actual and transcript`() throws {
        let results = runScenarios(
            """
            scenario "Rating adjusts by one"
              component BrokenRating(title: "Stars")
              environment colorScheme=dark
              next
              expect "Stars: 3 stars. Adjustable."
              increment
              expect "4 stars"
              expect state value == 4   # never reached: the cell stops at its first failure
            end
            """)
        #expect(results.map(\.status) == [.failed, .failed])
        let failure = try #require(results.first?.failure)
        #expect(
            failure.report() == """
                Scenarios/test.scenario:7:3: error: scenario "Rating adjusts by one" failed
                  component: BrokenRating(title: "Stars")
                  style:     star
                  settings:  colorScheme=dark
                  step:      expect "4 stars"
                  expected:  "4 stars"
                  actual:    "3 stars" [boundary]
                  transcript up to the failing step:
                    > next
                    Stars: 3 stars. Adjustable.
                      hint: Swipe up or down with one finger to adjust the value.
                    > increment
                    3 stars
                      [boundary]

                """)
        #expect(failure.location == CodeLocation(file: "Scenarios/test.scenario", line: 7, column: 3))
        #expect(failure.expected == "\"4 stars\"")
        #expect(failure.actual == "\"3 stars\" [boundary]")
        #expect(results.last?.failure?.actual == "\"Stars: 3 of 5. Adjustable.\"")  // the numeric style fails earlier
    }

    // The report is printed on a terminal: a C1 CSI (U+009B) in the file's
    // strings or in what VoiceOver said would start an escape sequence there,
    // a bidi override would reverse the rest of the line: the scenario name,
    // the component, the step, the expected and actual text and the
    // transcript all show them in their visible form.
    @Test func `a failure report shows every terminal control of the file and of the speech visibly`() throws {
        let results = runScenarios(
            """
            scenario "Evil\u{9B}31m\u{202E}name"
              component BrokenRating(title: "S\u{9B}2J\u{2066}")
              styles star
              next
              expect "nope\u{2028}\u{85}"
            end
            """)
        let report = try #require(results.first?.failure).report()
        #expect(report.contains(#"scenario "Evil\u{9B}31m\u{202E}name" failed"#))
        #expect(report.contains(#"  component: BrokenRating(title: "S\u{9B}2J\u{2066}")"#))
        #expect(report.contains(#"  step:      expect "nope\u{2028}\u{85}""#))
        #expect(report.contains(#"  expected:  "nope\u{2028}\u{85}""#))
        #expect(report.contains(#"    S\u{9B}2J\u{2066}: 3 stars. Adjustable."#))
        #expect(!report.unicodeScalars.contains { $0 != "\n" && HostileText.Characters.terminal.contains($0) })
    }

    @Test func `without hints the printed transcript leaves hints out`() throws {
        let results = runScenarios(
            """
            scenario "Label"
              component MislabelledRating(title: "Stars")
              styles star
              next
              expect hint "Swipe up or down with one finger to adjust the value."
              expect focus "Stars"
            end
            """)
        let failure = try #require(results.first?.failure)
        #expect(
            failure.report(hints: false) == """
                Scenarios/test.scenario:6:3: error: scenario "Label" failed
                  component: MislabelledRating(title: "Stars")
                  style:     star
                  settings:  default
                  step:      expect focus "Stars"
                  expected:  focus on "Stars"
                  actual:    focus on "Rating"
                  transcript up to the failing step:
                    > next
                    Rating: 3 stars. Adjustable.

                """)
    }

    @Test func `the run report lists failures, a line per scenario, and ends with the count of cells`() {
        let results = runScenarios(
            """
            scenario "Reached"
              component Rating(title: "Stars")
              next
              expect focus "Stars"
            end

            scenario "Adjusts"
              component BrokenRating(title: "Stars")
              styles numeric
              next
              increment
              expect state value == 4
            end
            """)
        let text = ScenarioRunReport(results: results).text()
        #expect(
            text == """
                Scenarios/test.scenario:12:3: error: scenario "Adjusts" failed
                  component: BrokenRating(title: "Stars")
                  style:     numeric
                  settings:  default
                  step:      expect state value == 4
                  expected:  value == 4
                  actual:    value == 3
                  transcript up to the failing step:
                    > next
                    Stars: 3 of 5. Adjustable.
                      hint: Swipe up or down with one finger to adjust the value.
                    > increment
                    3 of 5
                      [boundary]

                PASS Scenarios/test.scenario:1 "Reached" (2 cells)
                FAIL Scenarios/test.scenario:7 "Adjusts" (1 of 1 cell failed)
                2 passed, 1 failed

                """)
    }

    @Test func `set changes settings mid-session and keeps focus on the same element`() {
        let results = runScenarios(
            """
            scenario "Dimmed mid-session"
              component Rating(title: "Stars")
              styles star
              next
              set isEnabled=false
              expect "Stars: 3 stars. Dimmed. Adjustable."
              expect focus "Stars"
              expect no hint
              increment
              expect state value == 3
              set isEnabled=true, dynamicTypeSize=accessibility5
              increment
              expect "4 stars"
            end
            """)
        expectAllPassed(results, count: 1)
    }

    @Test func `environment settings are fixed on every cell`() {
        let results = runScenarios(
            """
            scenario "Disabled"
              component Rating(title: "Stars")
              environment isEnabled=false
              environments smoke
              next
              expect speech contains "Dimmed."
              increment
              expect state value == 3
            end
            """)
        expectAllPassed(results)
        #expect(results.allSatisfy { !$0.cell.settings.isEnabled })
    }
}
