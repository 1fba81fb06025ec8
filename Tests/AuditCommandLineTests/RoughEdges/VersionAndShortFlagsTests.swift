import AccessibilityModel
import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// `--version` and the short flags `-f` and `-o`, as argument-parser and most
/// command lines offer them.
@Suite struct VersionAndShortFlagsTests {
    @Test(arguments: ["--version", "-V"])
    func `the version is printed, and it is the one reports record`(_ flag: String) {
        let run = CommandRun([flag])
        expectExit(run, .success)
        #expect(run.stdout == "a11y-audit \(AuditReport.Tool.current.version)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func `--version with more after it is a usage error`() {
        let run = CommandRun(["--version", "audit"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: '--version' takes nothing after it, found 'audit'"))
    }

    @Test func `the overview lists --version`() {
        #expect(CommandRun(["--help"]).stdout.contains("  -V, --version"))
    }

    @Test func `-f chooses the format and -o the output, as the long options do`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let short = CommandRun(["rules", "-f", "json"])
        let long = CommandRun(["rules", "--format", "json"])
        expectExit(short, .success)
        #expect(short.stdout == long.stdout && short.stdout.hasPrefix("["))
        let tree = directory.appendingPathComponent("t.json")
        try Data(#"{"version": 1, "root": {"label": "Pay"}}"#.utf8).write(to: tree)
        let written = CommandRun(["audit", "--tree", "t.json", "-f", "sarif", "-o", "short.sarif"], directory: directory.path)
        let longWritten = CommandRun(["audit", "--tree", "t.json", "--format", "sarif", "--output", "long.sarif"], directory: directory.path)
        #expect(written.code == longWritten.code && written.code != .usageError, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        let shortReport = try String(contentsOf: directory.appendingPathComponent("short.sarif"), encoding: .utf8)
        let longReport = try String(contentsOf: directory.appendingPathComponent("long.sarif"), encoding: .utf8)
        #expect(shortReport == longReport && shortReport.contains("2.1.0"))
    }

    @Test func `help shows the short flags`() {
        let help = CommandRun(["help", "audit"]).stdout
        #expect(help.contains("  -f, --format <format>"))
        #expect(help.contains("  -o, --output <path>"))
    }

    @Test func `a bad -f value is refused like --format's, with the nearest value`() {
        let run = CommandRun(["rules", "-f", "jsn"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: 'jsn' is not a valid value for '--format' (expected text, json or markdown); did you mean 'json'?"))
    }
}
