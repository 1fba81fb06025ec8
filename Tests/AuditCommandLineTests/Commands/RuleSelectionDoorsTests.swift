import AccessibilityAudit
import AuditCommandLine
import Foundation
import Testing

/// One selection for every door: the checks the audit runs, at its
/// severities, are those a scenario's `expect no findings` and
/// `expect finding` see (issue 35, item 1).
@Suite struct RuleSelectionDoorsTests {
    /// A scratch project with `tag.scenario` (the articles' Tag in its `color`
    /// style, whose published colours fail contrast-text in dark mode) and, when given, a
    /// `.a11y-audit.json`.
    static func project(scenario: String = tagScenario, configuration: String? = nil) throws -> URL {
        let root = try makeScratchDirectory()
        try Data(scenario.utf8).write(to: root.appendingPathComponent("tag.scenario"))
        if let configuration { try Data(configuration.utf8).write(to: root.appendingPathComponent(".a11y-audit.json")) }
        return root
    }

    static let tagScenario = """
        scenario "the tag has no findings"
          catalog articles
          component Tag(title: "New")
          styles color
          environment colorScheme=dark
          next
          expect no findings
        end

        """

    static let audit = ["--catalog", "articles", "--component", "Tag", "--style", "color", "--scenarios", "tag.scenario", "--matrix", "smoke"]

    /// The scenario's cells as the JSON report lists them.
    static func scenarios(_ run: CommandRun) throws -> [[String: Any]] {
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(report["scenarios"] as? [[String: Any]])
    }

    @Test func `the scenario fails on contrast-text when nothing is skipped`() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit + ["--format", "json"], directory: root.path)
        let cells = try Self.scenarios(run)
        #expect(!cells.isEmpty && cells.allSatisfy { $0["status"] as? String == "failed" })
        #expect(run.stdout.contains("contrast-text"))
    }

    @Test func `--skip-rule contrast-text reaches the scenario's expect no findings`() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit + ["--skip-rule", "contrast-text", "--format", "json"], directory: root.path)
        let cells = try Self.scenarios(run)
        #expect(!cells.isEmpty && cells.allSatisfy { $0["status"] as? String == "passed" }, "\(run.stdout)")
    }

    @Test func `the configuration file's skipRules reaches the scenario`() throws {
        let root = try Self.project(configuration: #"{ "skipRules": ["contrast-text"] }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let cells = try Self.scenarios(CommandRun(Self.audit + ["--format", "json"], directory: root.path))
        #expect(!cells.isEmpty && cells.allSatisfy { $0["status"] as? String == "passed" })
        // `run` reads the same file.
        let run = CommandRun(["run", "tag.scenario"], directory: root.path)
        expectExit(run, .success)
    }

    @Test func `expect finding of a skipped check says that it does not run`() throws {
        let scenario = Self.tagScenario.replacingOccurrences(of: "expect no findings", with: "expect finding contrast-text")
        let root = try Self.project(scenario: scenario)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(CommandRun(["run", "tag.scenario"], directory: root.path).code == .success)
        let run = CommandRun(Self.audit + ["--skip-rule", "contrast-text"], directory: root.path)
        expectExit(run, .failure)
        #expect(run.stdout.contains("contrast-text does not run"), "\(run.stdout)")
    }

    @Test func `a custom rule reaches the scenario`() throws {
        let scenario = """
            scenario "the button's label starts with a verb"
              component DSButton(title: "Checkout")
              styles small-filled
              next
              expect finding ds-button-verb
            end

            scenario "no findings"
              component DSButton(title: "Checkout")
              styles small-filled
              next
              expect no findings
            end

            """
        let root = try Self.project(scenario: scenario)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(
            ["--component", "DSButton", "--style", "small-filled", "--matrix", "smoke", "--scenarios", "tag.scenario", "--format", "json"],
            directory: root.path, rules: [ButtonLabelStartsWithVerb()])
        let cells = try Self.scenarios(run)
        let first = cells.filter { $0["name"] as? String == "the button's label starts with a verb" }
        let second = cells.filter { $0["name"] as? String == "no findings" }
        #expect(!first.isEmpty && first.allSatisfy { $0["status"] as? String == "passed" }, "\(run.stdout)\(run.stderr)")
        #expect(!second.isEmpty && second.allSatisfy { $0["status"] as? String == "failed" })
        #expect(run.stdout.contains("ds-button-verb on \\\"Checkout\\\""))
    }
}
