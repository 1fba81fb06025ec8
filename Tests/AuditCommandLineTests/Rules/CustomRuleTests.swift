import AccessibilityAudit
import AuditCommandLine
import Foundation
import Testing

/// A program's own rules run with the built-in ones, reach every report
/// format, are listed and explained by `rules`, and are chosen or skipped
/// like the built-in ones.
@Suite struct CustomRuleTests {
    static let button = ["--component", "Button", "--style", "primary", "--state", "title", "--matrix", "smoke", "--no-scenarios"]

    static func audit(_ extra: [String]) -> CommandRun {
        CommandRun(button + extra, rules: [ButtonLabelStartsWithVerb()])
    }

    @Test func `a custom rule's finding is in the JSON report with its ID, severity and the rule's metadata`() throws {
        let run = Self.audit(["--format", "json"])
        expectExit(run, 0)
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let mine = findings.filter { $0["rule"] as? String == "ds-button-verb" }
        #expect(!mine.isEmpty)
        #expect(mine.allSatisfy { $0["severity"] as? String == "moderate" })
        #expect(mine.first?["message"] as? String == "button label \"Title\" does not start with a verb of the design system")
        let rules = try #require(report["rules"] as? [[String: Any]])
        let described = try #require(rules.first { $0["id"] as? String == "ds-button-verb" })
        #expect(described["wcag"] as? [String] == ["2.4.6"])
        #expect(described["fix"] as? String == ButtonLabelStartsWithVerb.info.fix)
    }

    @Test func `a custom rule's finding is in the SARIF report with its rule and help`() throws {
        let run = Self.audit(["--format", "sarif"])
        expectExit(run, 0)
        let sarif = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "ds-button-verb" })
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "ds-button-verb" })
    }

    /// The rule IDs of a JSON report's findings.
    static func findingRules(_ run: CommandRun) throws -> [String] {
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(report["findings"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
    }

    @Test func `--skip-rule removes a custom rule's findings, and --rule keeps only it`() throws {
        let skipped = Self.audit(["--format", "json", "--skip-rule", "ds-button-verb"])
        expectExit(skipped, 0)
        #expect(try !Self.findingRules(skipped).contains("ds-button-verb"))
        #expect(try Self.findingRules(Self.audit(["--format", "json"])).contains("ds-button-verb"))
        let only = Self.audit(["--rule", "ds-button-verb", "--no-color"])
        expectExit(only, 0)
        #expect(only.stdout.contains("[ds-button-verb]"))
        #expect(!only.stdout.contains("[contract-") && !only.stdout.contains("[label-"))
    }

    @Test func `an unknown rule for --rule or --skip-rule is a usage error with the nearest ID`() {
        let run = Self.audit(["--skip-rule", "ds-buton-verb"])
        expectExit(run, 64)
        #expect(run.stderr.hasPrefix("error: unknown rule 'ds-buton-verb' for --skip-rule; did you mean 'ds-button-verb'?"))
        let builtIn = CommandRun(Self.button + ["--rule", "label-mising"])
        expectExit(builtIn, 64)
        #expect(builtIn.stderr.contains("did you mean 'label-missing'?"))
    }

    @Test func `rules lists a custom rule and explains it`() {
        let listing = CommandRun(["rules"], rules: [ButtonLabelStartsWithVerb()])
        expectExit(listing, 0)
        #expect(listing.stdout.contains("  ds-button-verb "))
        let explained = CommandRun(["rules", "ds-button-verb"], rules: [ButtonLabelStartsWithVerb()])
        expectExit(explained, 0)
        #expect(explained.stdout.hasPrefix("ds-button-verb: Button label without a verb\n"))
        #expect(explained.stdout.contains("Fix: start the label with one of the verbs"))
    }

    @Test func `a custom rule with a built-in ID is refused`() {
        let run = CommandRun(["rules"], rules: [Impostor()])
        expectExit(run, 2)
        #expect(run.stderr.contains("custom rule 'label-missing' (Impostor) has the ID of a built-in check"))
        let twice = CommandRun(["rules"], rules: [ButtonLabelStartsWithVerb(), ButtonLabelStartsWithVerb()])
        expectExit(twice, 2)
        #expect(twice.stderr.contains("two custom rules have the ID 'ds-button-verb'"))
    }
}
