import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// A user's stop rule: every button label starts with a verb.
private struct ButtonLabelStartsWithVerb: StopRule {
    static let info = CheckDescription(
        id: "ds-button-verb", title: "Button label without a verb", severity: .moderate,
        wcag: [], explanation: "Buttons are named by what they do.", fix: "Start with a verb.")

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
        return label.hasPrefix("Add") ? .pass : .violation("\"\(label)\" does not start with a verb")
    }
}

/// A user's tree rule: a screen has at most two buttons; and, per stop, the one read before it.
private struct AtMostTwoButtons: TreeRule {
    static let info = CheckDescription(
        id: "ds-two-buttons", title: "Too many buttons", severity: .minor,
        wcag: [], explanation: "Two buttons at most.", fix: "Move actions into a menu.")

    func check(_ context: RuleContext, into report: inout RuleReport) {
        var buttons = 0
        context.forEachControl { stop in
            buttons += 1
            let previous = context.stop(before: stop)?.node.label ?? "nothing"
            report.add(buttons > 2 ? .violation("third button, after \(previous)") : .pass, at: stop)
        }
    }
}

@Suite struct RuleSelectionTests {
    static let tree = Fixtures.tree([
        Fixtures.button("Add item", id: "a"), Fixtures.button("Trash", id: "b", y: 60), Fixtures.button("Share", id: "c", y: 120),
    ])

    static func findings(_ rules: RuleSelection) -> [(rule: String, severity: String, message: String)] {
        Auditor.audit(tree: tree, failOn: .serious, rules: rules).findings.map { ($0.rule.rawValue, $0.severity.rawValue, $0.message) }
    }

    @Test func `custom stop and tree rules report with their own IDs and severities`() {
        let found = Self.findings(RuleSelection(custom: [ButtonLabelStartsWithVerb(), AtMostTwoButtons()]))
        let verbs = found.filter { $0.rule == "ds-button-verb" }
        #expect(verbs.map(\.message).sorted() == ["\"Share\" does not start with a verb", "\"Trash\" does not start with a verb"])
        #expect(verbs.allSatisfy { $0.severity == "moderate" })
        #expect(found.filter { $0.rule == "ds-two-buttons" }.map(\.message) == ["third button, after Trash"])
        #expect(Self.findings(RuleSelection()).allSatisfy { !$0.rule.hasPrefix("ds-") })
    }

    @Test func `skipped, chosen and overridden checks`() {
        let custom: [any Rule] = [ButtonLabelStartsWithVerb(), AtMostTwoButtons()]
        #expect(Self.findings(RuleSelection(custom: custom, skipped: ["ds-button-verb"])).allSatisfy { $0.rule != "ds-button-verb" })
        #expect(Set(Self.findings(RuleSelection(custom: custom, only: ["ds-two-buttons"])).map(\.rule)) == ["ds-two-buttons"])
        let overridden = Self.findings(RuleSelection(custom: custom, severities: ["ds-button-verb": .critical]))
        #expect(overridden.filter { $0.rule == "ds-button-verb" }.allSatisfy { $0.severity == "critical" })
    }

    @Test func `a custom rule's outcomes alone are its verdicts at each stop, passes included`() {
        let outcomes = ButtonLabelStartsWithVerb().outcomes(in: RuleContext(tree: Self.tree))
        #expect(outcomes.map(\.outcome) == [.pass, .violation, .violation])
        #expect(outcomes.map(\.label) == ["Add item", "Trash", "Share"])
        #expect(outcomes.allSatisfy { $0.rule == "ds-button-verb" })
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var name: String
        var selection: @Sendable () -> RuleSelection
        var message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Refusal(
            name: "built-in ID", selection: { RuleSelection(custom: [BuiltInImpostor()]) },
            message: "custom rule 'label-missing' (BuiltInImpostor) has the ID of a built-in check; choose another ID"),
        Refusal(
            name: "two custom rules with one ID", selection: { RuleSelection(custom: [ButtonLabelStartsWithVerb(), ButtonLabelStartsWithVerb()]) },
            message: "two custom rules have the ID 'ds-button-verb'"),
        Refusal(
            name: "unknown skipped ID", selection: { RuleSelection(skipped: ["contrast-txt"]) },
            message: "unknown rule 'contrast-txt'; did you mean 'contrast-text'?"),
    ])
    func `a bad selection is refused before the audit`(refusal: Refusal) {
        #expect(throws: AuditError.self) { try refusal.selection().validate() }
        do {
            try refusal.selection().validate()
        } catch {
            #expect(error.description == refusal.message)
        }
        #expect(throws: AuditError.self) { try Auditor(AuditConfiguration(rules: refusal.selection())).audit([]) }
    }
}

/// Takes a built-in rule's ID.
private struct BuiltInImpostor: StopRule {
    static let info = CheckDescription(
        id: .labelMissing, title: "Impostor", severity: .minor, wcag: [],
        explanation: "Takes a built-in ID.", fix: "Choose another.")

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? { nil }
}
