import Foundation
import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// `expectAccessible` reads the package's `.a11y-audit.json`, the one
/// nearest to the test file, as the command line reads the one nearest to
/// its directory (issue 35, item 1).
@Suite struct ConfigurationFileTests {
    /// A design system's rule, which the button below breaks and the built-in checks do not.
    private struct LabelStartsWithVerb: StopRule {
        static let info = CheckDescription(
            id: "ds-label-verb", title: "Button label without a verb", severity: .serious, wcag: [],
            explanation: "Buttons are named by what they do.", fix: "start the label with a verb: \"Delete message\"")

        func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
            guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
            return label.hasPrefix("Delete") ? .pass : .violation("\"\(label)\" does not start with a verb")
        }
    }

    static var trash: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }.accessibilityLabel("Trash")
    }

    /// A scratch package: `.a11y-audit.json` holding `text` at its root, and
    /// the location of a test file two folders down (`Tests/Suite/File.swift`).
    static func package(_ text: String) throws -> (root: URL, location: SourceLocation) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/Suite"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: root.appendingPathComponent(".a11y-audit.json"))
        let file = root.appendingPathComponent("Tests/Suite/File.swift").path
        return (root, SourceLocation(fileID: "Suite/File.swift", filePath: file, line: 12, column: 5))
    }

    @Test func `the file's skipRules and severities apply to expectAccessible`() throws {
        let skipping = try Self.package(#"{ "skipRules": ["ds-label-verb"] }"#)
        defer { try? FileManager.default.removeItem(at: skipping.root) }
        let skipped = try #require(expectAccessible(Self.trash, .rules([LabelStartsWithVerb()]), sourceLocation: skipping.location))
        #expect(skipped.passed && skipped.result.findings.isEmpty)

        // Lowered below the threshold, the finding is a warning: known, so that this test passes.
        let lowered = try Self.package(#"{ "severities": { "ds-label-verb": "minor" } }"#)
        defer { try? FileManager.default.removeItem(at: lowered.root) }
        let log = IssueLog()
        var report: AccessibilityReport?
        withKnownIssue {
            report = expectAccessible(Self.trash, .rules([LabelStartsWithVerb()]), sourceLocation: lowered.location)
        } matching: {
            log.keep($0)
        }
        let findings = try #require(report).result.findings
        #expect(findings.map(\.rule) == ["ds-label-verb"] && findings.allSatisfy { $0.severity == .minor })
        #expect(log.errors.isEmpty && log.warnings.count == 1)
    }

    @Test func `the trait and the environment variable turn the file off`() throws {
        let package = try Self.package(#"{ "skipRules": ["label-missing"] }"#)
        defer { try? FileManager.default.removeItem(at: package.root) }
        let off = AccessibilityAuditTrait.accessibilityAudit(.auditAfterEachTest(false), .configurationFile(false))
        let configuration = off.applied(to: AccessibilityTestConfiguration())
        #expect(!configuration.readsConfigurationFile)
        let rules = TestRules(skipping: [], at: package.location, readsFile: configuration.readsConfigurationFile)
        #expect(try rules.selection().get().skipped.isEmpty)
        let reading = TestRules(skipping: [], at: package.location, readsFile: true)
        #expect(try reading.selection().get().skipped == ["label-missing"])
        #expect(try reading.selection(environment: [TestRules.environmentVariable: "1"]).get().skipped.isEmpty)
        #expect(try reading.selection(environment: [TestRules.environmentVariable: "0"]).get().skipped == ["label-missing"])
    }

    @Test func `only runs a check the file skips, as --rule does`() throws {
        let package = try Self.package(#"{ "skipRules": ["label-missing"] }"#)
        defer { try? FileManager.default.removeItem(at: package.root) }
        let selection = try TestRules(only: ["label-missing"], skipping: [], at: package.location, readsFile: true).selection().get()
        #expect(selection.includes("label-missing"))
    }

    @Test func `a file that cannot be used is one issue naming the file and line`() throws {
        let package = try Self.package("{\n  \"skipRules\": [\"labl-missing\"]\n}\n")
        defer { try? FileManager.default.removeItem(at: package.root) }
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Self.trash, sourceLocation: package.location)
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 1)
        let text = try #require(log.errors.first?.text)
        #expect(text.contains(package.root.path + "/.a11y-audit.json:2:17: unknown rule 'labl-missing'; did you mean 'label-missing'?"), "\(text)")
        #expect(log.errors.first?.sourceLocation?.line == 12)
    }
}
