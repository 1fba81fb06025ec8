import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import Foundation
import ReportFormats
import Testing

@Suite struct MergeCommandTests {
    /// A whole run of two units, and its two shards written as JSON files in `directory`.
    static func writeShards(in directory: URL, failing: Bool = true) throws -> (whole: AuditReport, paths: [String]) {
        let units = [WorkUnit(component: "Rating", style: "star", state: "default"), WorkUnit(component: "Tag", style: "plain", state: "default")]
        let findings = units.map { unit in
            Finding(
                rule: "contrast-text", severity: failing ? .serious : .minor, wcag: ["1.4.3"], component: unit.component,
                style: unit.style, state: unit.state, element: .init(path: NodePath([0]), label: "Pay"),
                cells: .init(count: 2, of: 4, when: "colorScheme=light"), message: "text has contrast 3.1:1; needs 4.5:1",
                fix: "darker text", location: CodeLocation(file: "Sources/DesignSystem/\(unit.component).swift", line: 9))
        }
        let whole = AuditReport(
            catalog: "design-system", matrix: "smoke", summary: .init(components: 2, styles: 2, cells: 8, passes: 20),
            findings: findings, run: AuditReport.Run(), units: units
        ).recountingFindings().applyingVerdict(failOn: .serious)
        var paths: [String] = []
        for index in 1...2 {
            let shard = try Shard(index: index, count: 2)
            let mine = Set(shard.select(units))
            var part = whole
            part.shard = shard
            part.units = units.filter(mine.contains)
            part.findings = findings.filter { mine.contains($0.unit) }
            part.summary = .init(components: 1, styles: 1, cells: 4, passes: 10)
            part = part.recountingFindings().applyingVerdict(failOn: .serious)
            let path = "shard-\(index).json"
            try ReportJSON.encode(part).write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return (whole, paths)
    }

    @Test func `merging the shards prints the whole run's JSON and fails like it`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (whole, paths) = try Self.writeShards(in: directory)
        let run = CommandRun(["merge"] + paths + ["--format", "json"], directory: directory.path)
        expectExit(run, .failure)
        #expect(run.stdout == ReportJSON.encode(whole))
        #expect(run.stderr.isEmpty)
    }

    @Test func `a passing merge exits 0 and renders text`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, paths) = try Self.writeShards(in: directory, failing: false)
        let run = CommandRun(["merge"] + paths, directory: directory.path)
        expectExit(run, .success)
        #expect(run.stdout.contains("Sources/DesignSystem/Rating.swift:9:1: warning: minor: [contrast-text]"))
        #expect(run.stdout.hasSuffix("result: passed (nothing new at or above serious)\n"))
        let strict = CommandRun(["merge"] + paths + ["--fail-on", "minor"], directory: directory.path)
        expectExit(strict, .failure)
    }

    @Test func `colour only on a terminal and never with NO_COLOR`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, paths) = try Self.writeShards(in: directory)
        #expect(CommandRun(["merge"] + paths, directory: directory.path, terminal: true).stdout.contains("\u{1B}["))
        #expect(!CommandRun(["merge"] + paths, environment: ["NO_COLOR": "1"], directory: directory.path, terminal: true).stdout.contains("\u{1B}"))
        #expect(!CommandRun(["merge"] + paths, directory: directory.path, terminal: false).stdout.contains("\u{1B}"))
    }

    @Test func `output goes to the file atomically, and an unwritable path exits 2`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (whole, paths) = try Self.writeShards(in: directory)
        let run = CommandRun(["merge"] + paths + ["--format", "html", "--output", "report.html"], directory: directory.path)
        expectExit(run, .failure)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(written == HTMLReport().render(whole))
        let bad = CommandRun(["merge"] + paths + ["--output", "no/such/dir/report.json"], directory: directory.path)
        expectExit(bad, .outputError)
        #expect(bad.stderr.hasPrefix("error: cannot write 'no/such/dir/report.json': the directory '"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["report.html", "shard-1.json", "shard-2.json"])
    }

    @Test func `an invalid report exits 2 with path, line, column and a caret`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, paths) = try Self.writeShards(in: directory)
        let url = directory.appendingPathComponent(paths[1])
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"severity\": \"serious\"", with: "\"severity\": 3")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let run = CommandRun(["merge"] + paths, directory: directory.path)
        expectExit(run, .inputError)
        #expect(run.stderr.hasPrefix("shard-2.json:32:19: error: not a valid report: findings[0].severity: expected a string, found a number\n"))
        #expect(run.stderr.hasSuffix("      \"severity\": 3,\n                  ^\n"))
    }

    @Test func `a missing shard or a missing file exits 2`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, paths) = try Self.writeShards(in: directory)
        let missing = CommandRun(["merge", paths[0]], directory: directory.path)
        expectExit(missing, .inputError)
        #expect(missing.stderr == "error: cannot merge: shard 2/2 missing; merge needs every shard of the run\n")
        let absent = CommandRun(["merge", paths[0], "nope.json"], directory: directory.path)
        expectExit(absent, .inputError)
        #expect(absent.stderr == "error: cannot read 'nope.json': no such file\n")
    }

    @Test(arguments: [
        (["merge"], "error: missing <report.json> for 'merge'"),
        (["merge", "a.json", "--format", "xml"], "error: 'xml' is not a valid value for '--format'"),
        (["merge", "a.json", "--fail-on", "seriuos"], "error: 'seriuos' is not a valid value for '--fail-on'"),
        (["merge", "a.json", "--ouput", "x"], "error: unknown option '--ouput' for 'merge'; did you mean '--output'?"),
    ])
    func `usage errors exit 64`(arguments: [String], prefix: String) {
        let run = CommandRun(arguments)
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix(prefix), "\(run.stderr)")
    }
}
