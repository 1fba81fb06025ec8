import AccessibilityAudit
import AuditCommandLine
import Foundation
import Testing

/// An audit that would check nothing says so and never prints "passed"
/// (issue 35, item 10): every check skipped, or only checks that cannot run
/// on a static tree.
@Suite struct EmptySelectionTests {
    static let audit = ["--catalog", "articles", "--component", "Tag", "--no-scenarios", "--matrix", "smoke"]

    @Test func `a file that skips every check is an error, not a passed audit`() throws {
        let every = CheckRegistry.all.map { "\"\($0.id)\"" }.joined(separator: ", ")
        let root = try makeScratchDirectory()
        try Data(#"{ "skipRules": [\#(every)] }"#.utf8).write(to: root.appendingPathComponent(".a11y-audit.json"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit, directory: root.path)
        expectExit(run, .inputError)
        #expect(run.stderr.hasPrefix("error: nothing to check: every check is skipped (.a11y-audit.json skips"), "\(run.stderr)")
        #expect(!run.stdout.contains("passed"))
    }

    @Test func `--skip-rule of every check is a usage error`() {
        let run = CommandRun(Self.audit + CheckRegistry.all.flatMap { ["--skip-rule", $0.id.rawValue] })
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: nothing to check: every check is skipped\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func `--rule style-invariance on a tree checks nothing and says so`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slider.json")
        try Data(#"{"version": 1, "name": "Volume", "root": {"traits": ["adjustable"], "frame": [0, 0, 300, 44]}}"#.utf8).write(to: file)
        let run = CommandRun(["audit", "--tree", file.path, "--rule", "style-invariance"])
        expectExit(run, .usageError)
        #expect(
            run.stderr.hasPrefix(
                "error: nothing to check: 'style-invariance' cannot run on a static tree (it compares cells of a live component); "
                    + "choose a rule or contract\n"), "\(run.stderr)")
        #expect(!run.stdout.contains("passed"))
        // A rule that can run still does.
        expectExit(CommandRun(["audit", "--tree", file.path, "--rule", "label-missing"]), .failure)
    }
}
