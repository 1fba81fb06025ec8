import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// The pre-order table of a tree's nodes that rules loop over, and what the
/// stop locator learns in the same walk: which stop owns a node, the
/// container a stop is read in, and each stop's filtering facts.
struct NodeTableTests {
    /// root ─ 0 card (stop) ─ 0.0 title · 0.1 pay (stop) ─ 0.1.0 icon
    ///      ├ 1 hidden group ─ 1.0 decoration
    ///      └ 2 list (container) ─ 2.0 row (stop) ─ 2.0.0 text
    private var tree: AccessibilityTree {
        let card = AccessibilityNode(
            id: "card", label: "Card", isElement: true,
            children: [
                AccessibilityNode(id: "title", label: "Title", traits: .staticText),
                AccessibilityNode(
                    id: "pay", label: "Pay", traits: .button, isElement: true, actions: .activate,
                    children: [
                        AccessibilityNode(id: "icon", traits: .image)
                    ]),
            ])
        let hidden = AccessibilityNode(id: "hidden", isElement: false, isHidden: true, children: [AccessibilityNode(id: "decoration")])
        let list = AccessibilityNode(
            id: "list", isElement: false, container: .list,
            children: [
                AccessibilityNode(id: "row", label: "Row", isElement: true, children: [AccessibilityNode(id: "text", label: "Text")])
            ])
        return Fixtures.tree([card, hidden, list])
    }

    private func stop(_ tree: AccessibilityTree, _ indexes: [Int]) -> AuditedStop {
        let path = NodePath(indexes)
        let node = tree.root[path: path] ?? AccessibilityNode(id: "elsewhere", label: "Elsewhere", traits: .toggle)
        return AuditedStop(path: path, node: node, spoken: node.label ?? "")
    }

    @Test func `the table lists every node in pre-order with its path, subtree and owner`() {
        let tree = tree
        let context = RuleContext(tree: tree, settings: nil, stops: [stop(tree, [2, 0]), stop(tree, [0]), stop(tree, [0, 1])])
        let table = context.nodes
        let ids = (0..<table.count).map { table.node(at: $0).id.rawValue }
        #expect(ids == ["root", "card", "title", "pay", "icon", "hidden", "decoration", "list", "row", "text"])
        #expect(
            (0..<table.count).map { table.path(at: $0).description }
                == ["root", "0", "0.0", "0.1", "0.1.0", "1", "1.0", "2", "2.0", "2.0.0"])
        #expect(table.ends == [10, 5, 3, 5, 5, 7, 7, 10, 10, 10])
        #expect(table.hidden == [false, false, false, false, false, true, true, false, false, false])
        // Stops are indexes into the context's stops: [2, 0] is stop 0, [0] stop 1, [0, 1] stop 2.
        #expect(table.stops == [-1, 1, -1, 2, -1, -1, -1, -1, 0, -1])
        #expect(table.owners == [-1, 1, 1, 2, 2, -1, -1, -1, 0, 0])
        #expect(table.parent(of: 0) == nil && table.parent(of: 4) == 3 && table.parent(of: 8) == 7)
        #expect(table.offersActions == [false, false, false, true, false, false, false, false, false, false])
        #expect(table.filters[4].contains(.nonTextColours) == false)  // an image without a colour is not measured
    }

    @Test func `each stop's container and facts agree with the tree`() {
        let tree = tree
        let stops = [stop(tree, [0]), stop(tree, [0, 1]), stop(tree, [2, 0]), stop(tree, [7, 3]), stop(tree, [0, 1])]
        let context = RuleContext(tree: tree, settings: nil, stops: stops)
        for (index, stop) in stops.enumerated() where tree.root[path: stop.path] != nil {
            // Same container as a descent from the root: by node, through its pre-order position.
            let container = context.container(ofStop: index)
            #expect(container.map { context.nodes.path(at: $0) } == RuleContext.container(of: stop.path, in: tree), "stop \(index)")
            #expect(context.facts[index].traits == stop.node.traits && context.facts[index].actions == stop.node.actions)
        }
        #expect(context.container(ofStop: 2).map { context.nodes.path(at: $0) } == NodePath([2]))
        // A stop whose path is not in the tree has no container and its facts come from its own node.
        #expect(context.container(ofStop: 3) == nil)
        #expect(context.facts[3].traits == .toggle)
        // Two stops at one path: both are located, the first in VoiceOver order marks the node.
        #expect(context.container(ofStop: 4) == context.container(ofStop: 1))
        #expect(context.nodes.stops[3] == 1)
    }

    @Test func `a deep chain is walked without recursion`() {
        var node = AccessibilityNode(id: "leaf", label: "Leaf")
        for level in 0..<3_000 { node = AccessibilityNode(id: ElementID("n\(level)"), isElement: false, children: [node]) }
        let tree = AccessibilityTree(name: "deep", root: node, settings: AccessibilitySettings())
        let context = RuleContext(tree: tree)
        #expect(context.nodes.count == 3_001)
        #expect(context.nodes.path(at: 3_000).indexes.count == 3_000)
        #expect(context.stops.count == 1 && context.nodes.stops[3_000] == 0)
    }
}
