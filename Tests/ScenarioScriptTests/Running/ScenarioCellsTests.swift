import AccessibilityModel
import ScenarioScript
import Testing

/// Which cells a scenario runs in.
@Suite struct ScenarioCellsTests {
    func scenario(_ setup: String) throws -> ValidatedScenario {
        let document = FakeComponents.document("scenario \"S\"\n  component Rating(title: \"Stars\")\n\(setup)\n  next\nend\n")
        return try #require(document.scenarios.first, "\(document.renderedDiagnostics)")
    }

    @Test func `the default is one default cell per style`() throws {
        let cells = ScenarioRunner.cells(of: try scenario(""))
        #expect(
            cells == [
                ScenarioCell(style: "star", settings: AccessibilitySettings()),
                ScenarioCell(style: "numeric", settings: AccessibilitySettings()),
            ])
        #expect(cells.map(\.description) == ["style star, settings default", "style numeric, settings default"])
    }

    @Test(arguments: ["smoke", "pairwise", "full"])
    func `matrices never vary isEnabled or locale and have no duplicate cells`(matrix: String) throws {
        let environments = ScenarioRunner.environments(of: try scenario("  environments \(matrix)"))
        #expect(environments.contains(AccessibilitySettings()))
        #expect(environments.allSatisfy { $0.isEnabled && $0.locale == "en" })
        #expect(Set(environments).count == environments.count)
        #expect(environments.count > 1)
    }

    @Test func `smoke has the default cell and each other setting at its extreme`() throws {
        let environments = ScenarioRunner.environments(of: try scenario("  environments smoke"))
        #expect(
            environments.map(\.description) == [
                "default", "colorScheme=dark", "dynamicTypeSize=accessibility5", "layoutDirection=rightToLeft", "reduceMotion=true",
                "differentiateWithoutColor=true", "reduceTransparency=true", "boldText=true", "contrast=increased", "buttonShapes=true",
            ])
    }

    @Test func `fixed settings apply on top of every cell, and cells that become equal run once`() throws {
        let environments = ScenarioRunner.environments(of: try scenario("  environments smoke\n  environment colorScheme=dark, isEnabled=false"))
        #expect(environments.count == 9)
        #expect(environments.allSatisfy { $0.colorScheme == .dark && !$0.isEnabled })
    }

    @Test func `styles run in the order selected`() throws {
        let cells = ScenarioRunner.cells(of: try scenario("  styles numeric, star\n  environments smoke"))
        #expect(cells.count == 20)
        #expect(cells.prefix(10).allSatisfy { $0.style == "numeric" })
    }

    @Test func `results are the same for any number of jobs`() {
        let text = """
            scenario "Pairwise"
              component Rating(title: "Stars")
              environments pairwise
              next
              increment 2
              expect state value == 5
            end
            scenario "Broken"
              component BrokenRating(title: "Stars")
              environments smoke
              next
              increment
              expect state value == 4
            end
            """
        let one = ScenarioRunReport(results: runScenarios(text, jobs: 1))
        let four = ScenarioRunReport(results: runScenarios(text, jobs: 4))
        #expect(one.text() == four.text())
        #expect(one.failed == 20)
        #expect(one.passed > 0)
    }
}
