import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// Issue 18, reports, shards and merge: inputs that once made `a11y-audit`
/// trap, run without end, or succeed silently with a wrong report.
@Suite struct HostileShardAndMergeTests {
    /// A tree whose one button is 1e20 pt wide: wider than an `Int` can count in characters.
    static let wideTree =
        #"{"version": 1, "name": "Wide", "root": {"children": [{"label": "Pay now", "traits": ["button"], "frame": [0, 0, 1e20, 44]}]}}"#

    @Test func `a frame wider than an Int can count is drawn in the HTML report, not a trap`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.wideTree.utf8).write(to: directory.appendingPathComponent("wide.json"))
        let run = CommandRun(["audit", "--tree", "wide.json", "--format", "html"], directory: directory.path)
        #expect(run.code == .success || run.code == .failure, "\(run.stderr)")
        #expect(run.stdout.contains("data-focus-stop=\"1\""))
        #expect(run.stdout.contains("Pay now"))
    }

    @Test func `a report with such a frame merges to HTML, not a trap`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.wideTree.utf8).write(to: directory.appendingPathComponent("wide.json"))
        // The tree's report with its screen, as JSON (a tree audit's JSON carries no picture; this one is written by hand).
        let json = CommandRun(["audit", "--tree", "wide.json", "--format", "json"], directory: directory.path)
        var report = try ReportJSON.decode(json.stdout)
        report.screens = [
            AuditReport.Screen(
                component: "Wide", style: "default", state: "default", width: 4096, height: 60,
                nodes: [.init(path: .init([0]), kind: "element", frame: CGRect(x: 8, y: 8, width: 1e20, height: 44), label: "Pay now")],
                stops: [.init(index: 1, frame: CGRect(x: 8, y: 8, width: 1e20, height: 44), description: "Pay now. Button.")])
        ]
        try ReportJSON.encode(report).write(to: directory.appendingPathComponent("r.json"), atomically: true, encoding: .utf8)
        let run = CommandRun(["merge", "r.json", "--format", "html"], directory: directory.path)
        #expect(run.code == .success || run.code == .failure, "\(run.stderr)")
        #expect(run.stdout.contains("data-focus-stop=\"1\""))
    }

    @Test func `a shard count past the limit is a bad option value`() {
        let run = TinyCatalog.run(["--shard", "1/1000000000"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: bad --shard: '1/1000000000': the shard count must be at most 10000\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `a report claiming a billion shards is refused where the count is written`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.json").path
        _ = TinyCatalog.run(["--format", "json", "--matrix", "smoke", "--no-scenarios", "--shard", "1/2", "--output", path])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"count\": 2\n"))
        try text.replacingOccurrences(of: "\"count\": 2\n", with: "\"count\": 1000000000\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = CommandRun(["merge", "huge.json"], directory: directory.path)
        expectExit(run, .inputError)
        #expect(run.stderr.contains("huge.json:"))
        #expect(run.stderr.contains("error: not a valid report: shard.count: 1000000000 shards; a run has at most 10000\n"))
        #expect(run.stdout.isEmpty)
    }

    /// Writes the shards of two runs with `first` and `second` arguments into `directory`; returns their paths.
    func shards(of first: [String], _ second: [String], in directory: URL) -> [String] {
        var paths: [String] = []
        for (index, arguments) in [first, second].enumerated() {
            let path = "shard-\(index + 1).json"
            _ = TinyCatalog.run(
                ["--format", "json", "--matrix", "smoke", "--shard", "\(index + 1)/2", "--output", path] + arguments,
                directory: directory.path)
            paths.append(path)
        }
        return paths
    }

    struct Mismatch: Sendable, CustomTestStringConvertible {
        var first: [String]
        var second: [String]
        var message: String
        var testDescription: String { "\(first) then \(second)" }
    }

    @Test(arguments: [
        Mismatch(
            first: ["--component", "Title", "--component", "Note"], second: ["--component", "Caption", "--component", "Note"],
            message: "error: cannot merge: 'shard-2.json' was made with --component Caption --component Note "
                + "but 'shard-1.json' with --component Note --component Title; only shards of one run merge\n"),
        Mismatch(
            first: [], second: ["--style", "bold"],
            message: "error: cannot merge: 'shard-2.json' was made with --style bold but 'shard-1.json' without --style; "
                + "only shards of one run merge\n"),
        Mismatch(
            first: ["--env", "colorScheme=dark"], second: [],
            message: "error: cannot merge: 'shard-2.json' was made without --env but 'shard-1.json' with --env colorScheme=dark; "
                + "only shards of one run merge\n"),
        Mismatch(
            first: ["--no-scenarios"], second: ["--scenarios", "Scenarios"],
            message: "error: cannot merge: 'shard-2.json' was made with --scenarios Scenarios but 'shard-1.json' with --no-scenarios; "
                + "only shards of one run merge\n"),
    ])
    func `shards of different runs are refused, naming the option and both files`(mismatch: Mismatch) throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            scenario "The note is read"
              catalog tiny
              component Note
              styles plain
              next
              expect "Note"
            end

            """.utf8
        ).write(to: folder.appendingPathComponent("note.scenario"))
        let paths = shards(of: mismatch.first, mismatch.second, in: directory)
        let run = CommandRun(["merge"] + paths, directory: directory.path)
        expectExit(run, .inputError)
        #expect(run.stderr == mismatch.message)
        #expect(run.stdout.isEmpty)
    }
}
