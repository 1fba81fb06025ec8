import AccessibilityAudit
import AuditCommandLine
import Foundation
import Testing

/// Inputs that once hung the command, passed in silence or showed raw system
/// messages (issue 35, item 10): each is now an error naming the file, with
/// the exit code of docs/spec/cli.md.
@Suite struct ConfigurationFileBadInputTests {
    static let audit = ["--catalog", "articles", "--component", "Tag", "--no-scenarios", "--matrix", "smoke"]

    @Test(arguments: ["", "relative/path"])
    func `a working directory that no longer exists is an error, not an endless search`(directory: String) {
        // A deleted working directory reads as "" (getcwd fails); the search once walked ".", "..", "../.." for ever.
        let run = CommandRun(Self.audit, directory: directory)
        expectExit(run, .inputError)
        #expect(run.stderr.contains("error: cannot look for .a11y-audit.json: the current directory no longer exists"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// A scratch directory whose `.a11y-audit.json` is made by `make`.
    static func project(_ make: (URL) throws -> Void) throws -> URL {
        let root = try makeScratchDirectory()
        try make(root.appendingPathComponent(".a11y-audit.json"))
        return root
    }

    struct Broken: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (URL) throws -> Void
        var error: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Broken(
            name: "a symbolic link loop",
            make: { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: ".a11y-audit.json") },
            error: "error: cannot read '.a11y-audit.json': it is a symbolic link loop (too many levels of symbolic links)\n"),
        Broken(
            name: "a dangling symbolic link",
            make: { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "shared/a11y.json") },
            error: "error: cannot read '.a11y-audit.json': it is a symbolic link to 'shared/a11y.json', which does not exist\n"),
        Broken(
            name: "a directory",
            make: { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
            error: "error: cannot read '.a11y-audit.json': it is a directory, not a file\n"),
        Broken(
            name: "UTF-16 with a byte-order mark",
            make: { try #"{ "matrix": "smoke" }"#.data(using: .utf16LittleEndian).map { Data([0xFF, 0xFE]) + $0 }?.write(to: $0) },
            error: ".a11y-audit.json:1:1: error: the file is UTF-16LE; save it as UTF-8"),
        Broken(
            name: "UTF-16 without a byte-order mark",
            make: { try #"{ "matrix": "smoke" }"#.data(using: .utf16BigEndian)?.write(to: $0) },
            error: ".a11y-audit.json:1:1: error: the file is UTF-16BE; save it as UTF-8"),
    ])
    func `a configuration file that cannot be read is an error naming it`(broken: Broken) throws {
        let root = try Self.project(broken.make)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit, directory: root.path)
        expectExit(run, .inputError)
        #expect(run.stderr.hasPrefix(broken.error), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        // A nested directory finds the same file, not a farther one.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("nested"), withIntermediateDirectories: false)
        #expect(CommandRun(Self.audit, directory: root.appendingPathComponent("nested").path).code == .inputError)
    }

    @Test func `a UTF-8 byte-order mark is read past`() throws {
        let root = try Self.project { try (Data([0xEF, 0xBB, 0xBF]) + Data(#"{ "failOn": "never" }"#.utf8)).write(to: $0) }
        defer { try? FileManager.default.removeItem(at: root) }
        expectExit(CommandRun(Self.audit, directory: root.path), .success)
    }
}
