import AccessibilityModel
import ArticleExamples
import HeadlessUI
import Testing

@testable import AccessibilityAudit

/// Fails every stop while Differentiate Without Color is on, and declares
/// nothing about what it reads (so it may read any setting).
private struct UndeclaredColourRule: StopRule {
    static let info = CheckDescription(
        id: "ds-colour-undeclared", title: "Differentiate Without Color is on", severity: .moderate, wcag: [],
        explanation: "Fails every stop while differentiateWithoutColor is on.", fix: "Nothing.")

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        context.settings?.differentiateWithoutColor == true ? .violation("differentiateWithoutColor is on") : .pass
    }
}

/// The same rule, declaring the one setting it reads.
private struct DeclaredColourRule: StopRule {
    static let info = CheckDescription(
        id: "ds-colour-declared", title: "Differentiate Without Color is on", severity: .moderate, wcag: [],
        explanation: "Fails every stop while differentiateWithoutColor is on.", fix: "Nothing.")
    static let reads = CheckReads.tree.reading(.differentiateWithoutColor)

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        context.settings?.differentiateWithoutColor == true ? .violation("differentiateWithoutColor is on") : .pass
    }
}

/// A custom rule runs in every cell of the full matrix whose settings it may
/// read: the auditor shares a cell's work with another only across settings
/// that no selected check reads (issue 35).
@Suite struct CustomRuleMatrixTests {
    /// The articles' Tag, colour style, text state, with Dynamic Type fixed: 512 cells of the full matrix.
    func audit(_ rule: any Rule, reusing: Bool) throws -> AuditResult {
        let configuration = AuditConfiguration(
            catalog: "articles", components: ["Tag"], styles: ["color"], states: ["text"], matrix: .full,
            overrides: SettingsOverride(dynamicTypeSize: .large), rules: RuleSelection(custom: [rule]))
        var auditor = Auditor(configuration)
        auditor.reusesCells = reusing
        return try auditor.audit(Catalog.articles.descriptors)
    }

    @Test(arguments: [UndeclaredColourRule() as any Rule, DeclaredColourRule()].map(NamedRule.init))
    func `a custom rule that reads Differentiate Without Color fires wherever it is on`(rule: NamedRule) throws {
        let reused = try audit(rule.rule, reusing: true)
        let finding = try #require(reused.findings.first { $0.rule == rule.id })
        #expect(finding.cells.count == 256)
        #expect(finding.cells.when == "differentiateWithoutColor=true")
        let audited = try audit(rule.rule, reusing: false)
        #expect(reused.findings == audited.findings)
        #expect(reused.summary == audited.summary)
    }

    struct NamedRule: CustomTestStringConvertible, Sendable {
        var rule: any Rule
        var id: RuleID { rule.info.id }
        var testDescription: String { id.rawValue }
    }
}
