import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// Contracts pick the stops they drive by their filtering facts, from the
/// rule context's table when the audit has one, else from each stop's node.
struct StopFilterTests {
    private var stops: [AuditedStop] {
        [
            AuditedStop(path: NodePath([0]), node: Fixtures.button("Pay"), spoken: "Pay. Button."),
            AuditedStop(path: NodePath([1]), node: AccessibilityNode(id: "t", label: "Wi-Fi", traits: .toggle), spoken: "Wi-Fi."),
            AuditedStop(path: NodePath([2]), node: AccessibilityNode(id: "x", label: "Text", traits: .staticText), spoken: "Text."),
        ]
    }

    private func context(_ stops: [AuditedStop]) -> ContractContext {
        let tree = Fixtures.tree(stops.map(\.node))
        return ContractContext(
            settings: AccessibilitySettings(), tree: tree, stops: stops, declared: nil, isLive: false,
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

    @Test func `visiting stops in place picks the same stops as copying them`() {
        var withFacts = context(stops)
        withFacts.facts = RuleContext(tree: withFacts.tree, settings: nil, stops: stops).facts
        let plain = context(stops)
        let filters: [(StopFacts) -> Bool] = [{ $0.traits.contains(.toggle) }, { $0.isInteractive }, { _ in false }]
        for context in [withFacts, plain] {
            for filter in filters {
                var visited: [String] = []
                context.forEachStop(where: filter) { visited.append($0.path.description) }
                #expect(visited == context.stops(where: filter).map(\.path.description))
            }
        }
    }

    /// The visit reads each chosen stop with the nodes of the next chosen
    /// ones on their way into the cache (a cursor running ahead): it must
    /// still visit exactly the chosen stops, once each, in order, however
    /// they are spaced, first and last stops included.
    @Test func `visiting many stops with facts picks each chosen stop once, in order`() {
        let kinds: [ElementTraits] = [
            .button, .staticText, .staticText, .toggle, .button, .staticText, .header, .button, .button,
            .staticText, .staticText, .staticText, .staticText, .staticText, .button,
        ]
        let many = (0..<60).map { index in
            AuditedStop(
                path: NodePath([index]),
                node: AccessibilityNode(
                    id: ElementID("n\(index)"), label: "Item \(index)",
                    traits: kinds[(index * 7) % kinds.count]),
                spoken: "Item \(index).")
        }
        var context = context(many)
        context.facts = RuleContext(tree: context.tree, settings: nil, stops: many).facts
        let filters: [(StopFacts) -> Bool] = [
            { $0.traits.contains(.button) }, { $0.traits.contains(.toggle) }, { _ in true }, { _ in false },
            { !$0.traits.contains(.staticText) },
        ]
        for filter in filters {
            var visited: [String] = []
            context.forEachStop(where: filter) { visited.append($0.path.description) }
            let expected = many.indices.filter { filter(context.facts![$0]) }.map { many[$0].path.description }
            #expect(visited == expected)
        }
    }

    @Test func `on a static tree each driven stop is incomplete, named, with its contract's words`() {
        let stops =
            stops + [
                AuditedStop(
                    path: NodePath([3]),
                    node: AccessibilityNode(
                        id: "s", label: "Volume", value: "5", traits: .adjustable,
                        actions: [.increment, .decrement]), spoken: "Volume, 5.")
            ]
        let context = context(stops)
        let expected: [(any Contract, [String])] = [(ActivateContract(), ["0", "1"]), (ToggleContract(), ["1"]), (AdjustableContract(), ["3"])]
        for (contract, paths) in expected {
            let id = type(of: contract).info.id
            let outcomes = contract.verify(context)
            #expect(outcomes.map(\.path.description) == paths, "\(id)")
            for outcome in outcomes {
                let stop = stops.first { $0.path == outcome.path }
                #expect(outcome.rule == id && outcome.outcome == .incomplete && outcome.severity == type(of: contract).info.severity)
                #expect(outcome.label == stop?.node.label && outcome.spoken == stop?.spoken)
                #expect(outcome.message == "the subject is a static tree; \(id.rawValue) needs a live component to drive")
            }
        }
    }
}
