import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// The README's claim, on the real design-system catalog: the shards of a
/// run, merged, are the unsharded report byte for byte, in every format.
@Suite struct ShardedDesignSystemTests {
    /// Three components (dealt one to each shard), the smoke matrix and their scenario files.
    static let selection = [
        "--component", "Rating", "--component", "Tag", "--component", "Toggle", "--matrix", "smoke",
        "--scenarios", "Scenarios/tag.scenario", "--scenarios", "Scenarios/toggle.scenario",
    ]

    @Test func `three shards merged are the unsharded report in every format`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for index in 1...3 {
            let path = directory.appendingPathComponent("shard-\(index).json").path
            let shard = ProjectScenariosTests.run(Self.selection + ["--format", "json", "--shard", "\(index)/3", "--output", path])
            #expect(shard.stderr.isEmpty)
            paths.append(path)
        }
        for format in ReportFormat.all {
            let whole = ProjectScenariosTests.run(Self.selection + ["--format", format.rawValue])
            let merged = ProjectScenariosTests.run(["merge"] + paths + ["--format", format.rawValue])
            #expect(merged.code == whole.code, "\(format): \(merged.stderr)")
            #expect(merged.stdout == whole.stdout, "\(format) differs")
        }
    }
}
