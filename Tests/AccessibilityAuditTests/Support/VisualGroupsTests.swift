import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// The rules about what is drawn group nodes by the stop that owns them and
/// run together in one pass over the nodes.
struct VisualGroupsTests {
    private let faint = Fixtures.color("#BBBBBB")

    private func text(_ id: String, _ label: String) -> AccessibilityNode {
        AccessibilityNode(
            id: ElementID(id), label: label, traits: .staticText, frame: Fixtures.frame(0, 0, 100, 20),
            foreground: faint, background: .white, backgroundKind: .solid, font: FontFacts(size: 13))
    }

    /// A stop around another (a JSON tree may say so): the outer stop's texts come before and after the inner stop.
    private var nested: (RuleContext, [AuditedStop]) {
        let inner = AccessibilityNode(id: "inner", label: "Inner", isElement: true, children: [text("b", "Middle")])
        let outer = AccessibilityNode(id: "outer", label: "Outer", isElement: true, children: [text("a", "First"), inner, text("c", "Last")])
        let tree = Fixtures.tree([outer, text("d", "Outside")])
        let stops = [
            AuditedStop(path: NodePath([0]), node: outer, spoken: "Outer"),
            AuditedStop(path: NodePath([0, 1]), node: inner, spoken: "Inner"),
            AuditedStop(path: NodePath([1]), node: tree.root.children[1], spoken: "Outside"),
        ]
        return (RuleContext(tree: tree, settings: AccessibilitySettings(), stops: stops), stops)
    }

    @Test func `groups are reported in the order they first appear, an outer stop before the one inside it`() {
        let (context, _) = nested
        let outcomes = ContrastText().outcomes(in: context)
        // contrast-text judges each text on its own: the outer stop's two faint texts are two outcomes at it.
        #expect(outcomes.map(\.path.description) == ["0", "0", "0.1", "1"])
        #expect(outcomes.map { $0.part?.description } == ["0.0", "0.2", "0.1.0", "1"])
        #expect(outcomes.allSatisfy { $0.outcome == .violation })
        // The outer group holds its own texts, not the inner stop's.
        #expect(outcomes[0].message.contains("\"First\"") && outcomes[1].message.contains("\"Last\""))
        #expect(!outcomes[0].message.contains("Middle") && !outcomes[1].message.contains("Middle"))
        #expect(outcomes[2].message.contains("\"Middle\""))
    }

    @Test func `the visual rules run together give each rule's own outcomes`() {
        let (context, _) = nested
        let rules: [any DrawingRule] = [ContrastText(), ContrastNonText(), DynamicTypeFixedFont(), TextClipped(), MotionNotReduced()]
        let together = RuleEngine(rules: rules).outcomes(of: context)
        #expect(together == rules.map { $0.outcomes(in: context) })
        #expect(together[2].count == 3)  // every group's fixed 13 pt text
    }

    @Test func `passes are counted instead of kept and the rest keep their order`() {
        let (context, _) = nested
        let rules: [any DrawingRule] = [ContrastText(), ContrastNonText(), DynamicTypeFixedFont(), TextClipped(), MotionNotReduced()]
        let engine = RuleEngine(rules: rules)
        let all = engine.outcomes(of: context)
        var passes = 0
        let kept = engine.outcomes(of: context, keepingPasses: false, passes: &passes)
        #expect(kept == all.map { $0.filter { $0.outcome == .violation || $0.outcome == .incomplete } })
        #expect(passes == all.joined().filter { $0.outcome == .pass }.count)
        #expect(kept[0].map(\.path.description) == ["0", "0", "0.1", "1"])
    }

    @Test func `a drawing rule's verdicts are named values, one per group in the order groups appear`() {
        var first = text("a", "First"), second = text("b", "Second"), outside = text("c", "Outside")
        first.font = FontFacts(size: 13, scalesWithDynamicType: false)
        second.font = FontFacts(size: 15, scalesWithDynamicType: false)
        outside.isTruncated = true
        let outer = AccessibilityNode(id: "outer", label: "Outer", isElement: true, children: [first, second])
        let tree = Fixtures.tree([outer, outside])
        let stops = [
            AuditedStop(path: NodePath([0]), node: outer, spoken: "Outer"),
            AuditedStop(path: NodePath([1]), node: tree.root.children[1], spoken: "Outside"),
        ]
        var settings = AccessibilitySettings()
        settings.dynamicTypeSize = .accessibility3
        let context = RuleContext(tree: tree, settings: settings, stops: stops)
        #expect(DynamicTypeFixedFont().verdicts(in: context) == [.violation(.fixedFont(text: "\"First\"", size: 13, others: 1)), .pass])
        #expect(TextClipped().verdicts(in: context) == [.pass, .violation(.truncated(text: "\"Outside\"", at: .accessibility3))])
        // Only with Reduce Motion on does the rule look at the tree at all.
        #expect(MotionNotReduced().verdicts(in: context) == [])
        // The engine reports the same verdicts, their messages in words.
        #expect(
            DynamicTypeFixedFont().outcomes(in: context).map(\.message) == [
                "text \"First\" has a fixed 13 pt font that does not follow Dynamic Type (and 1 more)", "",
            ])
    }
}
