import AuditCommandLine
import Foundation
import Testing

/// Inputs too large to keep in the repository, generated here: trees past
/// the depth and node limits (refused cleanly), a 200,000-element tree and a
/// 10 MB label (processed), and paths that are not readable files.
@Suite struct HugeInputTests {
    /// Runs `arguments` in a scratch directory holding `files`.
    func run(_ arguments: [String], files: [String: Data], maximumInputBytes: Int = CommandContext.defaultMaximumInputBytes) throws -> CommandRun {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name))
        }
        return CommandRun(arguments, directory: directory.path, maximumInputBytes: maximumInputBytes)
    }

    static let prefix = #"{"version": 1, "root": "#

    @Test func `a tree 100,000 levels deep is refused at level 513 with a bounded message`() throws {
        let depth = 100_000
        let text =
            Self.prefix + String(repeating: #"{"children": ["#, count: depth) + "{}"
            + String(repeating: "]}", count: depth) + "}\n"
        let result = try run(["speak", "--tree", "deep.json"], files: ["deep.json": Data(text.utf8)])
        expectExit(result, .inputError)
        // Level 513 opens after the prefix and 512 levels of `{"children": [`.
        let column = Self.prefix.count + 512 * #"{"children": ["#.count + 1
        #expect(
            result.stderr.hasPrefix(
                "deep.json:1:\(column): error: tree is deeper than 512 levels at "
                    + "root.children[0].children[0].children…(1014 more)…[0].children[0].children[0]\n"))
        // The header, a window of the source line, the caret.
        #expect(result.stderr.split(separator: "\n").count == 3)
        #expect(result.stderr.hasSuffix("^\n"))
        #expect(result.stderr.utf8.count < 1_000)
        #expect(result.stdout.isEmpty)
    }

    @Test func `a tree of 1,000,001 nodes is refused at the node past the limit`() throws {
        let children = Array(repeating: "{}", count: 1_000_000).joined(separator: ",")
        let text = Self.prefix + #"{"children": ["# + children + "]}}\n"
        let result = try run(["tree", "--tree", "many.json"], files: ["many.json": Data(text.utf8)])
        expectExit(result, .inputError)
        // The root is node 1, so children[999999] is node 1,000,001.
        let column = Self.prefix.count + #"{"children": ["#.count + 3 * 999_999 + 1
        #expect(
            result.stderr.hasPrefix(
                "many.json:1:\(column): error: tree has more than 1,000,000 nodes at root.children[999999]\n"))
        #expect(result.stderr.utf8.count < 1_000)
        #expect(result.stdout.isEmpty)
    }

    @Test func `a tree of 200,000 elements is spoken in full, in reading order`() throws {
        let count = 200_000
        var text = Self.prefix + #"{"children": ["#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"label": "Item \#(index)", "traits": ["button"], "frame": [\#(index % 4 * 100), \#(index / 4 * 50), 90, 44]}"#
        }
        text += "]}}\n"
        let result = try run(["speak", "--tree", "wide.json", "--no-hints"], files: ["wide.json": Data(text.utf8)])
        expectExit(result, .success)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == count)
        #expect(lines.first == "     1. Item 0. Button.")
        #expect(lines.dropFirst(12_345).first == " 12346. Item 12345. Button.")
        #expect(lines.last == "200000. Item 199999. Button.")
        #expect(result.stderr.isEmpty)
    }

    @Test func `a 10 MB label on one line is spoken whole`() throws {
        let label = String(repeating: "Lorem ipsum ", count: 10_000_000 / 12)
        let text = Self.prefix + #"{"label": "\#(label)"}}"#
        let result = try run(["speak", "--tree", "long.json"], files: ["long.json": Data(text.utf8)])
        expectExit(result, .success)
        #expect(result.stdout == "1. \(label)\n")
    }

    @Test func `an error after a 10 MB label shows a window of the line, not the line`() throws {
        let label = String(repeating: "x", count: 10_000_000)
        let text = Self.prefix + #"{"label": "\#(label)", "traits": ["buton"]}}"#
        let result = try run(["tree", "--tree", "long.json"], files: ["long.json": Data(text.utf8)])
        expectExit(result, .inputError)
        let column = text.count - #""buton"]}}"#.count + 1
        #expect(
            result.stderr.hasPrefix(
                "long.json:1:\(column): error: unknown trait 'buton' at root.traits[0]; did you mean 'button'?\n…xxx"))
        #expect(result.stderr.hasSuffix(#"x", "traits": ["buton"]}}"# + "\n" + String(repeating: " ", count: 91) + "^\n"))
        #expect(result.stderr.utf8.count < 1_000)
    }

    @Test func `an unknown trait named by a 1 MB string is quoted clipped`() throws {
        let name = String(repeating: "y", count: 1_000_000)
        let text = Self.prefix + "{\"traits\": [\"\(name)\"]}}"
        let result = try run(["tree", "--tree", "trait.json"], files: ["trait.json": Data(text.utf8)])
        expectExit(result, .inputError)
        let header = result.stderr.prefix { $0 != "\n" }
        #expect(header.hasPrefix("trait.json:1:36: error: unknown trait 'yyy"))
        #expect(header.contains("…(999484 characters omitted)…"))
        #expect(header.hasSuffix("yyy' at root.traits[0]"))
        #expect(result.stderr.utf8.count < 2_000)
    }

    // MARK: Paths that are not readable files

    @Test func `a path that does not exist, an empty path and a directory are refused by name`() throws {
        let missing = try run(["speak", "--tree", "nowhere/none.json"], files: [:])
        expectExit(missing, .inputError)
        #expect(missing.stderr == "error: cannot read 'nowhere/none.json': no such file\n")
        let empty = try run(["tree", "--tree", ""], files: [:])
        expectExit(empty, .inputError)
        #expect(empty.stderr == "error: cannot read '': the path is empty\n")
        let directory = CommandRun(["tree", "--tree", "trees"], directory: HostileCorpus.root.path)
        expectExit(directory, .inputError)
        #expect(directory.stderr == "error: cannot read 'trees': it is a directory, not a file\n")
    }

    @Test func `a file without read permission is refused, except for root, who can read it`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("locked.json")
        try Data(#"{"version": 1, "root": {"label": "Pay"}}"#.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let result = CommandRun(["speak", "--tree", "locked.json"], directory: directory.path)
        if access(file.path, R_OK) == 0 {
            // Running as root (as CI containers do): mode 000 does not stop reading, and the CLI does not pretend it does.
            expectExit(result, .success)
            #expect(result.stdout == "1. Pay\n")
        } else {
            expectExit(result, .inputError)
            #expect(result.stderr == "error: cannot read 'locked.json': permission denied\n")
        }
    }

    @Test func `an endless device is read only up to the size limit`() throws {
        let result = CommandRun(["tree", "--tree", "/dev/zero"], maximumInputBytes: 4_096)
        expectExit(result, .inputError)
        #expect(result.stderr == "error: cannot read '/dev/zero': the file is larger than the limit of 4 KiB\n")
        let empty = CommandRun(["tree", "--tree", "/dev/null"])
        expectExit(empty, .inputError)
        #expect(empty.stderr == "/dev/null:1:1: error: empty input\n")
    }

    @Test func `a file over the size limit is refused before it is read`() throws {
        let result = try run(["speak", "--tree", "big.json"], files: ["big.json": Data(count: 3_000)], maximumInputBytes: 2_048)
        expectExit(result, .inputError)
        #expect(result.stderr == "error: cannot read 'big.json': the file is 2.9 KiB; the limit is 2 KiB\n")
    }
}
