import Foundation
import Testing

@testable import AuditCommandLine

/// A tree file that is a regular file is mapped, not copied
/// (`InputFile.contents`), and the tree reader drops its pages as it goes:
/// the commands must print what they print for the same bytes read from
/// standard input, errors included (the source line under the message is
/// read from the file again).
@Suite struct MappedTreeFileTests {
    /// A tree of 600 sections of 100 rows (about 4 MiB, a line per
    /// section), with `last` as the last row's traits.
    static func largeTree(last: String) -> String {
        var text = #"{"version": 1, "root": {"children": ["# + "\n"
        for section in 0..<600 {
            text += #"{"label": "Section \#(section)", "children": ["#
            for row in 0..<100 {
                let traits = section == 599 && row == 99 ? last : #"["button"]"#
                text +=
                    (row == 0 ? "" : ", ") + #"{"label": "Row \#(row) of \#(section)", "traits": \#(traits), "frame": [0, \#(row * 44), 320, 44]}"#
            }
            text += #"], "traits": ["header"]}"# + (section == 599 ? "\n" : ",\n")
        }
        return text + "]}}\n"
    }

    /// Runs `arguments` with `text` as the file `t.json` in a scratch
    /// directory, and again with `t.json` replaced by `-` and `text` as
    /// standard input (read into memory, not mapped).
    static func runBoth(_ arguments: [String], _ text: String) throws -> (file: CommandRun, stdin: CommandRun) {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent("t.json"))
        let file = CommandRun(arguments, directory: directory.path)
        let out = OutputBuffer(), err = OutputBuffer()
        var context = CommandContext(stdout: .capturing(into: out), stderr: .capturing(into: err))
        context.standardInput = .bytes(Data(text.utf8))
        let code = AuditCommand.main(arguments: arguments.map { $0 == "t.json" ? "-" : $0 }, context: context)
        return (file, CommandRun(code: code, stdout: out.text, stderr: err.text.replacingOccurrences(of: "<stdin>", with: "t.json")))
    }

    @Test func `an error at the end of a large file is placed and shown as when it is read from standard input`() throws {
        let (file, stdin) = try Self.runBoth(["tree", "--tree", "t.json"], Self.largeTree(last: #"["buton"]"#))
        expectExit(file, .inputError)
        #expect(file.stderr == stdin.stderr)
        #expect(file.stdout == stdin.stdout)
        #expect(file.stderr.hasPrefix("t.json:601:"), "\(file.stderr.prefix(300))")
        #expect(file.stderr.contains("Row 99 of 599"))
    }

    @Test func `a misspelt field at the end of a large file warns as when it is read from standard input`() throws {
        let (file, stdin) = try Self.runBoth(
            ["speak", "--tree", "t.json", "--format", "json"],
            Self.largeTree(last: #"["button"], "isHidden": true"#))
        expectExit(file, .success)
        #expect(file.stderr == stdin.stderr)
        #expect(file.stdout == stdin.stdout)
        #expect(file.stderr.hasPrefix("t.json:601:"), "\(file.stderr.prefix(300))")
    }

    @Test func `a syntax error at the end of a large file is placed as when it is read from standard input`() throws {
        let (file, stdin) = try Self.runBoth(["audit", "--tree", "t.json", "--format", "json"], Self.largeTree(last: "[") + "x")
        expectExit(file, .inputError)
        #expect(file.stderr == stdin.stderr)
        #expect(file.stderr.hasPrefix("t.json:601:"), "\(file.stderr.prefix(300))")
    }

    @Test func `a regular file is mapped; standard input, an empty file and a device are read`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"version": 1, "root": {}}"#.utf8).write(to: directory.appendingPathComponent("t.json"))
        try Data().write(to: directory.appendingPathComponent("empty.json"))
        var context = CommandContext()
        context.currentDirectory = directory.path
        context.standardInput = .bytes(Data("{}".utf8))
        func kind(_ path: String) throws -> String {
            switch try InputFile.contents(path, context: context) {
            case .mapped(let file): "mapped \(file.count)"
            case .bytes(let data): "bytes \(data.count)"
            }
        }
        #expect(try kind("t.json") == "mapped 26")
        #expect(try kind("empty.json") == "bytes 0")
        #expect(try kind("-") == "bytes 2")
        #expect(try kind("/dev/null") == "bytes 0")
        #expect(try InputFile.contents("t.json", context: context).data == InputFile.read("t.json", context: context))
        // The size limit and the refusals are those of reading.
        context.maximumInputBytes = 10
        #expect(throws: CommandError.self) { try InputFile.contents("t.json", context: context) }
        #expect(throws: CommandError.self) { try InputFile.contents("missing.json", context: context) }
        #expect(throws: CommandError.self) { try InputFile.contents(".", context: context) }
    }

    @Test func `the same tree prints the same from a file and from standard input`() throws {
        for arguments in [["tree", "--tree", "t.json"], ["tree", "--tree", "t.json", "--format", "json"], ["speak", "--tree", "t.json"]] {
            let (file, stdin) = try Self.runBoth(arguments, Self.largeTree(last: #"["header"]"#))
            expectExit(file, .success)
            #expect(file.stdout == stdin.stdout)
            #expect(file.stderr == stdin.stderr)
        }
    }
}
