import AccessibilityAudit
import AuditCommandLine
import Foundation
import Testing

/// `--fail-on high` names a severity by a word people use for it: the
/// message suggests the severity it means, on the command line and in the
/// configuration file.
@Suite struct FailOnSynonymTests {
    @Test(arguments: [("high", "serious"), ("medium", "moderate"), ("low", "minor"), ("none", "never"), ("HIGH", "serious")])
    func `a synonym of a severity is refused with the severity it means`(_ given: String, _ meant: String) {
        let run = CommandRun(["--fail-on", given, "--no-scenarios"])
        expectExit(run, .usageError)
        #expect(
            run.stderr.hasPrefix(
                "error: '\(given)' is not a valid value for '--fail-on' (expected critical, serious, moderate, minor or never); "
                    + "did you mean '\(meant)'?"))
    }

    @Test func `a misspelt severity still gets the nearest`() {
        let run = CommandRun(["--fail-on", "serius", "--no-scenarios"])
        expectExit(run, .usageError)
        #expect(run.stderr.contains("did you mean 'serious'?"))
    }

    @Test func `the configuration file's failOn suggests the same`() throws {
        do {
            _ = try ConfigurationFile.parse(
                Data(#"{ "failOn": "high" }"#.utf8), path: ".a11y-audit.json", directory: "/p", knownRules: RuleSelection())
            Issue.record("a synonym was accepted")
        } catch {
            #expect(error.message.hasSuffix("did you mean 'serious'?"))
        }
    }
}
