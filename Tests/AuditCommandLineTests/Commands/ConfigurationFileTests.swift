import AuditCommandLine
import Foundation
import Testing

/// `.a11y-audit.json`: found in the current directory or its nearest
/// ancestor, overridden by options, and refused at the line and column of
/// its first problem.
@Suite struct ConfigurationFileTests {
    static let button = ["--catalog", "articles", "--component", "Tag", "--no-scenarios", "--format", "json"]

    /// Runs the audit of the articles' Tag (its published gradient fails contrast-text) in `directory`.
    static func run(_ extra: [String] = [], in directory: URL) -> CommandRun {
        CommandRun(button + extra, directory: directory.path)
    }

    /// A scratch directory with `.a11y-audit.json` holding `text`, and a subdirectory `nested/deeper`.
    static func project(_ text: String) throws -> URL {
        let root = try makeScratchDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("nested/deeper"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: root.appendingPathComponent(".a11y-audit.json"))
        return root
    }

    static func report(_ run: CommandRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func `the nearest ancestor's file sets the matrix and skipped rules`() throws {
        let root = try Self.project(
            """
            { "matrix": "smoke", "skipRules": ["contrast-text"] }
            """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Self.run(in: root.appendingPathComponent("nested/deeper"))
        let report = try Self.report(run)
        #expect(report["matrix"] as? String == "smoke")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["rule"] as? String == "contrast-text" })
        let plain = try Self.report(CommandRun(Self.button + ["--matrix", "smoke"], directory: FileManager.default.temporaryDirectory.path))
        #expect((plain["findings"] as? [[String: Any]] ?? []).contains { $0["rule"] as? String == "contrast-text" })
    }

    @Test func `options override the file`() throws {
        let root = try Self.project(#"{ "matrix": "smoke", "failOn": "never" }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try Self.report(Self.run(["--matrix", "pairwise"], in: root))
        #expect(report["matrix"] as? String == "pairwise")
    }

    @Test func `a severity override changes the findings' severity`() throws {
        let root = try Self.project(#"{ "matrix": "smoke", "severities": { "contrast-text": "minor" } }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let findings = try #require(try Self.report(Self.run(in: root))["findings"] as? [[String: Any]])
        let sizes = findings.filter { $0["rule"] as? String == "contrast-text" }
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0["severity"] as? String == "minor" })
    }

    struct BadFile: CustomTestStringConvertible, Sendable {
        var text: String
        var error: String
        var testDescription: String { error }
    }

    @Test(arguments: [
        BadFile(
            text: "{\n  \"matrix\": \"smoke\",\n  \"failon\": \"minor\"\n}\n",
            error: ".a11y-audit.json:3:3: error: unknown key 'failon'; did you mean 'failOn'?"),
        BadFile(
            text: "{\n  \"skipRules\": \"target-size\"\n}\n",
            error: ".a11y-audit.json:2:16: error: 'skipRules' must be an array of rule IDs, found a string"),
        BadFile(
            text: "{\n  \"skipRules\": [\n    \"targt-size\"\n  ]\n}\n",
            error: ".a11y-audit.json:3:5: error: unknown rule 'targt-size'; did you mean 'target-size'?"),
        BadFile(
            text: "{ \"severities\": { \"target-size\": \"low\" } }",
            error: ".a11y-audit.json:1:34: error: the severity of 'target-size' must be one of critical, serious, moderate, minor"),
        BadFile(
            text: "{ \"matrix\": \"ful\" }",
            error: ".a11y-audit.json:1:13: error: unknown matrix 'ful'; expected one of smoke, pairwise, full; did you mean 'full'?"),
        BadFile(text: "{ \"matrix\": ", error: ".a11y-audit.json:1:"),
    ])
    func `a bad file is an input error at its line and column`(file: BadFile) throws {
        let root = try Self.project(file.text)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = Self.run(in: root)
        expectExit(run, 2)
        #expect(run.stderr.hasPrefix(file.error), "\(run.stderr)")
    }
}

extension ConfigurationFileTests {
    @Test func `the file's catalog is the default, and its baseline is read beside the file`() throws {
        let root = try Self.project(#"{ "catalog": "articles", "baseline": "reports/base.json" }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(["--matrix", "smoke", "--no-scenarios", "--format", "json"], directory: root.appendingPathComponent("nested").path)
        // The baseline path is resolved against the file's directory, not the current one.
        expectExit(run, 2)
        #expect(run.stderr.contains(root.appendingPathComponent("reports/base.json").path), "\(run.stderr)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let whole = CommandRun(
            ["--catalog", "articles", "--matrix", "smoke", "--no-scenarios", "--format", "json", "--fail-on", "never"],
            directory: FileManager.default.temporaryDirectory.path)
        try Data(whole.stdout.utf8).write(to: root.appendingPathComponent("reports/base.json"))
        let again = CommandRun(["--matrix", "smoke", "--no-scenarios", "--format", "json"], directory: root.path)
        expectExit(again, 0)
        #expect(try Self.report(again)["catalog"] as? String == "articles")
    }

    @Test func `an unknown catalog in the file is located, with the nearest name`() throws {
        let root = try Self.project(#"{ "catalog": "artcles" }"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = CommandRun(["--matrix", "smoke"], directory: root.path)
        expectExit(run, 2)
        #expect(
            run.stderr.hasPrefix(
                ".a11y-audit.json:1:14: error: unknown catalog 'artcles'; expected one of articles, design-system, platform; did you mean 'articles'?"
            ))
    }
}
