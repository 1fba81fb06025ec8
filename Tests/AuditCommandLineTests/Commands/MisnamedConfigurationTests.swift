import AuditCommandLine
import Foundation
import Testing

/// A configuration file named as another tool's habit has it (SwiftLint reads `.swiftlint.yml`) is not read,
/// and the audit says so on standard error rather than running as if the file said nothing.
@Suite struct MisnamedConfigurationTests {
    static let audit = ["audit", "--tree", "capture.xml"]
    static let capture = """
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="Go" enabled="true" visible="true" accessible="true" x="20" y="100" width="30" height="30" index="0"/>
        </XCUIElementTypeApplication>
        """

    /// A scratch directory with the capture and files of the names given, each holding `text`.
    static func project(_ names: [String], text: String = "skipRules: [target-size]\n") throws -> URL {
        let root = try makeScratchDirectory()
        try Data(capture.utf8).write(to: root.appendingPathComponent("capture.xml"))
        for name in names { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        return root
    }

    static func warning(_ name: String) -> String {
        "warning: '\(name)' is not read: the configuration file is '.a11y-audit.json', in JSON (docs/spec/cli.md, \"Configuration file\")\n"
    }

    @Test(arguments: [".a11y-audit.yml", ".a11y-audit.yaml", "a11y-audit.json", ".A11y-Audit.json", ".a11y_audit.json", ".a11y-audit"])
    func `a file meant as the configuration but misnamed is named in a warning, and not read`(name: String) throws {
        let root = try Self.project([name])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit, directory: root.path)
        #expect(run.stderr == Self.warning(name))
        #expect(run.stdout.contains("[target-size]"))
    }

    @Test func `several are each named, in name order`() throws {
        let root = try Self.project([".a11y-audit.yml", "a11y-audit.json"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(Self.audit, directory: root.path)
        #expect(run.stderr == Self.warning(".a11y-audit.yml") + Self.warning("a11y-audit.json"))
    }

    @Test func `beside the real file, or for names of other things, nothing is said`() throws {
        let root = try Self.project([".a11y-audit.yml"])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{ "skipRules": ["target-size"] }"#.utf8).write(to: root.appendingPathComponent(".a11y-audit.json"))
        let run = CommandRun(Self.audit, directory: root.path)
        #expect(run.stderr == "")
        #expect(!run.stdout.contains("[target-size]"))
        let others = try Self.project(["a11y-audit.json.bak", "a11y-audit-report.json", ".swiftlint.yml", "a11y.json"])
        defer { try? FileManager.default.removeItem(at: others) }
        let plain = CommandRun(Self.audit, directory: others.path)
        #expect(plain.stderr == "")
        #expect(plain.stdout.contains("[target-size]"))
    }
}
