import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// An audit cell's list of outcomes (``RuleEngine/decidedOutcomes(of:)``,
/// which runs the stop rules rule by rule straight into the list) is every
/// rule's outcomes in the set's order, each rule's in stop order, with the
/// inapplicable ones left out: what the per-rule lists give, joined.
struct RuleEngineTests {
    private func joined(_ engine: RuleEngine, _ context: RuleContext) -> [ElementOutcome] {
        engine.outcomes(of: context).joined().filter { $0.outcome != .inapplicable }
    }

    @Test func `a cell's list is the per-rule lists joined, in the set's order`() {
        let faint = Fixtures.color("#BBBBBB")
        let trees = [
            // Two controls that sound the same, one too small, an unlabelled one and a faint text.
            Fixtures.tree([
                Fixtures.button("Play button", id: "a"), Fixtures.button("Play button", id: "b", y: 50),
                AccessibilityNode(id: "small", label: "Next", traits: .button, frame: Fixtures.frame(0, 100, 20, 20), actions: .activate),
                Fixtures.button(nil, id: "unlabelled", y: 130),
                AccessibilityNode(
                    id: "text", label: "Caption", traits: .staticText, frame: Fixtures.frame(0, 180, 100, 20),
                    foreground: faint, background: .white, backgroundKind: .solid, font: FontFacts(size: 13)),
            ]),
            // One control, as most catalog cells have.
            Fixtures.tree([Fixtures.button("Continue")]),
            // Nothing to stop at.
            Fixtures.tree([]),
        ]
        let engine = CheckRegistry.engine
        for tree in trees {
            let context = RuleContext(tree: tree)
            #expect(engine.decidedOutcomes(of: context) == joined(engine, context))
        }
        let busy = RuleContext(tree: trees[0])
        let outcomes = engine.decidedOutcomes(of: busy)
        #expect(outcomes.contains { $0.rule == .duplicateLabel && $0.outcome == .violation })
        #expect(outcomes.contains { $0.rule == .labelRedundantRole && $0.outcome == .violation })
        #expect(outcomes.contains { $0.rule == .targetSize && $0.outcome == .violation })
    }

    @Test func `severity overrides reach the outcomes of stop rules run rule by rule`() {
        let context = RuleContext(tree: Fixtures.tree([Fixtures.button("Play button")]))
        let engine = CheckRegistry.engine.selecting({ _ in true }, severities: [.labelRedundantRole: .critical])
        let outcomes = engine.decidedOutcomes(of: context)
        #expect(outcomes == joined(engine, context))
        #expect(outcomes.first { $0.rule == .labelRedundantRole }?.severity == .critical)
    }
}
