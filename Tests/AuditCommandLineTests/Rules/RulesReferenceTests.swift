import AccessibilityAudit
import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// `docs/rules.md`, the page every report's `helpUri` (`docs/rules.md#<id>`) points into. Before, the links
/// pointed at a file the repository never had: a SARIF viewer's "help" link, or a JSON report's, led nowhere.
@Suite struct RulesReferenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func page() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    }

    /// The headings GitHub makes anchors of: `### <id>`.
    static func anchors(_ page: String) -> Set<String> {
        Set(page.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) })
    }

    @Test func `docs/rules.md is what 'rules --format markdown' writes, so it cannot drift from the checks`() throws {
        let run = CommandRun(["rules", "--format", "markdown"])
        expectExit(run, .success)
        #expect(run.stdout == (try Self.page()), "write it again: a11y-audit rules --format markdown > docs/rules.md")
    }

    @Test func `every rule a report can name has its section, where its helpUri points`() throws {
        let anchors = Self.anchors(try Self.page())
        let ids = RuleSelection().checks.map(\.id.rawValue) + ["scenario-failed"]
        for id in ids {
            #expect(anchors.contains(id), "no section for \(id)")
            let info = AuditReport.RuleInfo(id: id, title: id, severity: .serious, explanation: "", fix: "")
            #expect(info.helpURI == "docs/rules.md#\(id)")
        }
        #expect(anchors.count == ids.count)
    }

    @Test func `a program's own rules are in its page, after the built-in ones of their kind`() throws {
        let run = CommandRun(["rules", "--format", "markdown"], rules: [ButtonLabelStartsWithVerb()])
        expectExit(run, .success)
        #expect(
            run.stdout.contains(
                "\n### ds-button-verb\n\n**Button label without a verb**\n\nSeverity: moderate. WCAG 2.2: [2.4.6 Headings and Labels]"))
        let headings = run.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
        let custom = try #require(headings.firstIndex(of: "### ds-button-verb"))
        #expect(headings[custom - 1] == "### state-not-exposed")
        #expect(headings[custom + 1].hasPrefix("## Contracts"))
        let one = CommandRun(["rules", "ds-button-verb", "--format", "markdown"], rules: [ButtonLabelStartsWithVerb()])
        #expect(Self.anchors(one.stdout) == ["ds-button-verb", "scenario-failed"])
    }

    /// A custom rule's text is the program's, so it is shown as literal text: no HTML, no heading, no list.
    @Test func `a rule's text cannot open HTML or start a heading or a list`() {
        let check = CheckDescription(
            id: "odd id", title: "# <b>Bold</b>", severity: .minor, wcag: [],
            explanation: "1. <script>alert(1)</script> *x* [link](https://example.com)\n- item",
            fix: "- use `code` & a_b")
        let page = RulesReference.markdown([check])
        #expect(page.contains("\n### odd id\n"))
        #expect(page.contains("\n**\\# &lt;b&gt;Bold&lt;/b&gt;**\n"))
        #expect(page.contains("\n1\\. &lt;script&gt;alert(1)&lt;/script&gt; \\*x\\* \\[link\\](https://example.com) - item\n"))
        #expect(page.contains("\n**Fix:** \\- use \\`code\\` &amp; a\\_b\n"))
        #expect(page.contains("Severity: minor. WCAG 2.2: none (platform guidance)."))
    }
}
