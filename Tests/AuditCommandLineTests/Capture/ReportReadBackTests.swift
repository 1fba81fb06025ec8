import AuditCommandLine
import Foundation
import Testing

/// A report the tool writes is read back by `--baseline` and `merge` (docs/spec/cli.md): reports have their own
/// limit, the JSON reader's, not the input limit of the files a person hands in.
@Suite struct ReportReadBackTests {
    static let tree = """
        <XCUIElementTypeApplication name="App" label="App" accessible="false" x="0" y="0" width="390" height="844">
          <XCUIElementTypeButton name="Go" label="Go" accessible="true" x="10" y="20" width="20" height="20"/>
        </XCUIElementTypeApplication>
        """

    /// Before: a report larger than the input limit (a 200,000-element capture's is 838 MiB, the limit 512 MiB)
    /// was written, then refused as `--baseline` and by `merge`.
    @Test func `a report larger than the input limit is read back by merge and --baseline`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.tree.utf8).write(to: directory.appendingPathComponent("screen.xml"))
        let audit = CommandRun(
            ["audit", "--tree", "screen.xml", "--format", "json", "--output", "report.json"], directory: directory.path)
        #expect(audit.stderr == "")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("report.json").path)[.size] as? Int)
        // An input limit below the report's size, as 512 MiB is below a large capture's report.
        let merge = CommandRun(["merge", "report.json", "--format", "json"], directory: directory.path, maximumInputBytes: size / 2)
        expectExit(merge, .success)
        let baseline = CommandRun(
            ["audit", "--tree", "screen.xml", "--baseline", "report.json"], directory: directory.path, maximumInputBytes: size / 2)
        #expect(baseline.code != .inputError)
        #expect(!baseline.stderr.contains("cannot read"))
    }

    @Test func `a JSON report larger than reports may be read is written with a warning`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.tree.utf8).write(to: directory.appendingPathComponent("screen.xml"))
        for output in [["--output", "report.json"], []] {
            let run = CommandRun(
                ["audit", "--tree", "screen.xml", "--format", "json"] + output, directory: directory.path, maximumReportBytes: 100)
            #expect(run.stderr.hasPrefix("warning: the JSON report is "))
            #expect(run.stderr.hasSuffix(" bytes, more than the 100 bytes that --baseline and merge read: it cannot be read back\n"))
        }
        let refused = CommandRun(["merge", "report.json"], directory: directory.path, maximumReportBytes: 100)
        expectExit(refused, .inputError)
    }
}
