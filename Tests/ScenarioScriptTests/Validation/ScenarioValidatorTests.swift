import AccessibilityModel
import ScenarioScript
import Testing

@Suite struct ScenarioValidatorTests {
    @Test func `a valid scenario resolves its component, arguments, styles and settings`() throws {
        let document = Fixtures.document(
            """
            scenario "Rating"
              component Rating(title: "Stars", in: 0...10)
              environment isEnabled=false, colorScheme=dark
              environments smoke
              next
              expect state value == 3
              expect finding contract-adjustable
            end
            """)
        #expect(document.diagnostics.isEmpty)
        let scenario = try #require(document.scenarios.first)
        #expect(scenario.catalog == "design-system")
        #expect(scenario.component.name == "Rating")
        #expect(scenario.arguments == ComponentArguments(["title": .string("Stars"), "value": .number(3), "in": .range(0...10)]))
        #expect(scenario.styles == ["star", "numeric"])
        #expect(scenario.matrix == .smoke)
        #expect(scenario.baseSettings.description == "colorScheme=dark,isEnabled=false")
        #expect(scenario.scenario.steps.count == 3)
    }

    @Test func `named styles run in the order written, from the named catalog`() throws {
        let document = Fixtures.document(
            """
            scenario "Toggle"
              catalog design-system
              component Toggle(title: "Wi-Fi", isOn: false)
              styles fancy, switch
            end
            scenario "Article rating"
              catalog articles
              component Rating(title: "Stars")
              styles numeric
            end
            """)
        #expect(document.diagnostics.isEmpty)
        #expect(document.scenarios.map(\.styles) == [["fancy", "switch"], ["numeric"]])
        #expect(document.scenarios.map(\.catalog) == ["design-system", "articles"])
    }

    @Test func `an optional parameter takes nil and an integer parameter rejects a fraction`() {
        #expect(Fixtures.diagnose("scenario \"B\"\n  component Button(title: \"Pay\", badge: nil)\nend").isEmpty)
        #expect(
            Fixtures.diagnose("scenario \"B\"\n  component Button(title: \"Pay\", badge: 2.5)\nend") == """
                x.scenario:2:41: error: 'badge' expects Int?, found a non-integer 2.5
                  component Button(title: "Pay", badge: 2.5)
                                                        ^~~
                1 error in x.scenario

                """)
    }

    @Test func `parse errors and validation errors of one file are reported together`() {
        #expect(
            Fixtures.diagnose(
                """
                scenario "A"
                  component Ratin(title: "Stars")
                  incremnt
                end
                scenario "B"
                  component Toggle(title: "Wi-Fi", isOn: 1, tint: .blue)
                  expect state isOn == "yes"
                  expect finding target-sise
                end
                """) == """
                    x.scenario:2:13: error: unknown component 'Ratin' in catalog 'design-system'; did you mean 'Rating'?
                      component Ratin(title: "Stars")
                                ^~~~~
                    x.scenario:3:3: error: unknown command 'incremnt'; did you mean 'increment'?
                      incremnt
                      ^~~~~~~~
                    x.scenario:6:42: error: 'isOn' expects Bool, found a number 1
                      component Toggle(title: "Wi-Fi", isOn: 1, tint: .blue)
                                                             ^
                    x.scenario:6:45: error: Toggle has no parameter 'tint'
                      component Toggle(title: "Wi-Fi", isOn: 1, tint: .blue)
                                                                ^~~~
                    x.scenario:7:24: error: 'isOn' expects Bool, found a string "yes"
                      expect state isOn == "yes"
                                           ^~~~~
                    x.scenario:8:18: error: unknown rule 'target-sise'; did you mean 'target-size'?
                      expect finding target-sise
                                     ^~~~~~~~~~~
                    6 errors in x.scenario

                    """)
    }

    @Test func `nothing runs from a file with an error, even its valid scenarios`() {
        let text = """
            scenario "Good"
              component Rating(title: "Stars")
            end
            scenario "Bad"
              component Rating(title: "Stars", in: 5...1)
            end
            """
        let document = Fixtures.document(text)
        #expect(document.hasErrors)
        #expect(document.scenarios.isEmpty)
        let (validated, _) = Fixtures.validator.validate(document.file)
        #expect(validated.map(\.scenario.name) == ["Good"])
    }

    @Test func `without a list of rules any rule ID is accepted`() {
        let validator = ScenarioValidator(catalogs: Fixtures.catalogs)
        let source = ScenarioSource(
            path: "x.scenario", text: "scenario \"S\"\n component Rating(title: \"Stars\")\n expect finding made-up-rule\nend")
        #expect(ScenarioDocument(source: source, validator: validator).diagnostics.isEmpty)
    }

    @Test func `a missing default catalog is reported at the component`() {
        let validator = ScenarioValidator(catalogs: ["articles": [Fixtures.rating]])
        let source = ScenarioSource(path: "x.scenario", text: "scenario \"S\"\n component Rating(title: \"Stars\")\nend")
        #expect(
            ScenarioDocument(source: source, validator: validator).diagnostics.map(\.description) == [
                "2:12: error: unknown catalog 'design-system' (articles)"
            ])
    }

    @Test func `a component without bound parameters says so for expect state`() {
        #expect(
            Fixtures.document("scenario \"B\"\n component Button(title: \"Pay\")\n expect state title == \"Pay\"\nend")
                .diagnostics.map(\.message) == [
                    "'title' is not a bound parameter of Button; 'expect state' reads bound parameters only (Button has none)"
                ])
    }

    @Test func `a scenario that would take more than a million steps over its cells is refused before it runs`() throws {
        // Rating's two styles × the full matrix's 3,072 scenario environments = 6,144 cells, each taking 2,001 steps.
        let refused = Fixtures.document(
            """
            scenario "Endless"
              component Rating(title: "Stars")
              environments full
              next
              increment 1000
              decrement 1000
            end
            """)
        #expect(refused.scenarios.isEmpty)
        #expect(
            refused.diagnostics.map(\.message) == [
                "scenario 'Endless' would take 12294144 steps: 2001 steps in each of 6144 cells (2 styles × 3072 environments); "
                    + "a scenario may take at most 1000000: choose a smaller matrix, fewer styles, fewer repeats or fewer audits, or split it"
            ])
        #expect(refused.diagnostics.first?.range.line == 1)
        // One style and 325 steps: 3,072 × 325 = 998,400 steps, just within the bound.
        let accepted = Fixtures.document(
            """
            scenario "Long"
              component Rating(title: "Stars")
              styles star
              environments full
              increment 324
              next
            end
            """)
        #expect(accepted.diagnostics.isEmpty)
        let scenario = try #require(accepted.scenarios.first)
        #expect(ScenarioRunner.cells(of: scenario).count == 3_072)
    }

    @Test func `an audit step counts as the work it does, so audits over the full matrix are bounded`() throws {
        // Issue 18: 324 lines of `expect no findings` over the full matrix counted 325 steps a cell and ran for
        // about ten minutes. Each audit now counts 20 steps: 1 + 324 × 20 = 6,481 a cell, × 3,072 cells.
        let audits = String(repeating: "  expect no findings\n", count: 324)
        let refused = Fixtures.document(
            "scenario \"Audits\"\n  component Rating(title: \"Stars\")\n  styles star\n"
                + "  environments full\n  next\n" + audits + "end\n")
        #expect(refused.scenarios.isEmpty)
        #expect(
            refused.diagnostics.map(\.message) == [
                "scenario 'Audits' would take 19909632 steps: 6481 steps in each of 3072 cells (1 style × 3072 environments) "
                    + "(an audit of the screen counts 20 steps, and 3 more for each action before it, which its contracts replay); "
                    + "a scenario may take at most 1000000: choose a smaller matrix, fewer styles, fewer repeats or fewer audits, or split it"
            ])
        // One audit over the full matrix stays well within the bound.
        let one = Fixtures.document(
            "scenario \"One\"\n  component Rating(title: \"Stars\")\n  environments full\n"
                + "  next\n  expect no findings\nend\n")
        #expect(one.diagnostics.isEmpty)
    }

    @Test func `an audit counts the actions it replays, not the moves of focus`() throws {
        func steps(_ body: String) throws -> Int {
            let document = Fixtures.document("scenario \"S\"\n  component Rating(title: \"Stars\")\n" + body + "end\n")
            return ScenarioValidator.work(of: try #require(document.scenarios.first).scenario.steps)
        }
        #expect(try steps("  next 5\n  expect no findings\n") == 5 + 20)
        #expect(try steps("  increment 5\n  expect no findings\n") == 5 + 20 + 3 * 5)
        #expect(
            try steps("  increment 5\n  decrement 2\n  expect finding label-missing\n  expect no findings\n")
                == 7 + 2 * (20 + 3 * 7))
        #expect(try steps("  activate\n  expect \"x\"\n") == 2)
    }
}
