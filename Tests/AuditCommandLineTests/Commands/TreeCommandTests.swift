import AuditCommandLine
import Foundation
import Testing

@Suite struct TreeCommandTests {
    @Test func `a missing tree file exits 2 naming it`() {
        let run = CommandRun(["tree", "--tree", "no-such-tree.json"])
        expectExit(run, .inputError)
        #expect(run.stderr == "error: cannot read 'no-such-tree.json': no such file\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func `a directory given as the tree exits 2`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = CommandRun(["tree", "--tree", directory.path])
        expectExit(run, .inputError)
        #expect(run.stderr == "error: cannot read '\(directory.path)': it is a directory, not a file\n")
    }

    @Test func `a file over the size limit is refused before it is read`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(repeating: UInt8(ascii: " "), count: 2048).write(to: directory.appendingPathComponent("big.json"))
        let run = CommandRun(["tree", "--tree", "big.json"], directory: directory.path, maximumInputBytes: 1024)
        expectExit(run, .inputError)
        #expect(run.stderr == "error: cannot read 'big.json': the file is 2 KiB; the limit is 1 KiB\n")
    }

    @Test func `relative paths are resolved against the context's directory`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let here = CommandRun(["tree", "--tree", "sub/missing.json"], directory: directory.path)
        #expect(here.stderr == "error: cannot read 'sub/missing.json': no such file\n")
    }

    @Test func `a component and a tree file together are a usage error`() {
        let run = CommandRun(["tree", "Rating", "--tree", "x.json"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: give either a <component> or --tree <file.json>, not both"))
    }

    @Test func `neither a component nor a tree file is a usage error`() {
        let run = CommandRun(["tree"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: missing <component> or --tree <file.json> for 'tree'"))
    }

    @Test func `catalog options do not apply to a tree file`() {
        let run = CommandRun(["tree", "--tree", "x.json", "--style", "star"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: '--style' applies to a catalog component, not to --tree"))
    }
}
