import AccessibilityModel
import Foundation
import Testing
@testable import AccessibilityAudit

/// Contracts pick the stops they drive by their filtering facts, from the
/// rule context's table when the audit has one, else from each stop's node.
struct StopFilterTests {
    private var stops: [AuditedStop] {
        [AuditedStop(path: NodePath([0]), node: Fixtures.button("Pay"), spoken: "Pay. Button."),
         AuditedStop(path: NodePath([1]), node: AccessibilityNode(id: "t", label: "Wi-Fi", traits: .toggle), spoken: "Wi-Fi."),
         AuditedStop(path: NodePath([2]), node: AccessibilityNode(id: "x", label: "Text", traits: .staticText), spoken: "Text.")]
    }

    private func context(_ stops: [AuditedStop]) -> ContractContext {
        let tree = Fixtures.tree(stops.map(\.node))
        return ContractContext(settings: AccessibilitySettings(), tree: tree, stops: stops, declared: nil, isLive: false,
                               makeSubject: { StaticTreeSubject(tree: tree) })
    }

    @Test func `facts and nodes pick the same stops`() {
        var withFacts = context(stops)
        withFacts.facts = RuleContext(tree: withFacts.tree, settings: nil, stops: stops).facts
        let plain = context(stops)
        let filters: [(StopFacts) -> Bool] = [{ $0.traits.contains(.toggle) }, { $0.isInteractive }, { $0.hasCustomActions }]
        for filter in filters {
            #expect(withFacts.stops(where: filter).map(\.path) == plain.stops(where: filter).map(\.path))
        }
        #expect(plain.stops { $0.isInteractive }.map(\.path.description) == ["0", "1"])
    }

    @Test func `changing the stops drops facts made for the old ones`() {
        var context = context(stops)
        context.facts = RuleContext(tree: context.tree, settings: nil, stops: stops).facts
        context.stops = Array(stops.reversed())
        #expect(context.facts == nil)
        #expect(context.stops { $0.traits.contains(.toggle) }.map(\.path.description) == ["1"])
    }
}
