import AuditCommandLine
import Foundation
import Testing

@Suite struct RulesCommandTests {
    @Test func `rules lists every check of the spec by kind with severity and WCAG`() {
        let run = CommandRun(["rules"])
        expectExit(run, 0)
        for id in [
            "label-missing", "image-label-derived", "contrast-text", "target-size", "reading-order", "color-only-state",
            "contract-adjustable", "contract-toggle", "contract-feedback", "contract-focus", "contract-declared",
            "style-invariance", "environment-invariance",
        ] {
            #expect(run.stdout.contains("  \(id) "), "\(id) is listed")
        }
        #expect(run.stdout.hasPrefix("Rules\n"))
        #expect(run.stdout.contains("\nContracts (driven through the simulated VoiceOver)\n"))
        #expect(run.stdout.contains("contrast-text              serious   WCAG 1.4.3"))
    }

    @Test func `rules ID explains the check and its fix`() {
        let run = CommandRun(["rules", "contrast-text"])
        expectExit(run, 0)
        #expect(run.stdout.hasPrefix("contrast-text: Text contrast too low\n"))
        #expect(run.stdout.contains("Severity: serious"))
        #expect(run.stdout.contains("WCAG:     1.4.3"))
        #expect(run.stdout.contains("\nFix: "))
    }

    @Test func `a misspelt rule is a usage error with the nearest ID`() {
        let run = CommandRun(["rules", "contrast-txt"])
        expectExit(run, 64)
        #expect(run.stderr.hasPrefix("error: unknown rule 'contrast-txt'; did you mean 'contrast-text'?"))
    }

    @Test func `rules --format json is an array of checks`() throws {
        let run = CommandRun(["rules", "--format", "json"])
        expectExit(run, 0)
        let checks = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(checks.count >= 29)
        #expect(checks.allSatisfy { ($0["fix"] as? String)?.isEmpty == false })
    }
}
