import Foundation
import Testing

@testable import AccessibilityModel

/// The prefetch hint reads a node's reference where it is stored, as an
/// address: that holds while a node is stored as one reference, which these
/// tests pin. Asking never changes a node or a walk's result.
@Suite struct PrefetchTests {
    @Test func `a node is stored as one reference`() {
        #expect(MemoryLayout<AccessibilityNode>.size == MemoryLayout<UnsafeRawPointer>.size)
        #expect(MemoryLayout<AccessibilityNode.Unowned>.size == MemoryLayout<UnsafeRawPointer>.size)
    }

    @Test func `asking for nodes changes nothing`() {
        let nodes = (0..<40).map { AccessibilityNode(id: ElementID("n\($0)"), label: "Item \($0)", traits: .button) }
        let copy = nodes
        Prefetch.nodes(nodes)
        Prefetch.nodes([])
        nodes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { Prefetch.node(storedAt: buffer.baseAddress! + index, lines: 8) }
        }
        #expect(nodes == copy)
        // An optional node stored as none is skipped, not followed.
        var none: AccessibilityNode? = nil
        withUnsafePointer(to: &none) { Prefetch.node(storedAt: $0) }
        #expect(none == nil)
    }

    struct Held: Equatable {
        var number: Int
        var node: AccessibilityNode
        var spare: AccessibilityNode?
    }

    static let held = (0..<30).map {
        Held(number: $0, node: AccessibilityNode(id: ElementID("h\($0)"), label: "Held \($0)"), spare: $0 % 3 == 0 ? nil : AccessibilityNode())
    }

    @Test func `a pass that brings nodes ahead visits what a filter keeps, in order`() {
        let items = Self.held
        for ahead in [0, 1, 4, 40] {
            var visited: [Int] = []
            items.forEachIndex(where: { items[$0].number % 4 != 1 }, bringingNodesIn: NodeField(\Held.node), ahead: ahead) {
                visited.append($0)
            }
            #expect(visited == items.indices.filter { items[$0].number % 4 != 1 })
        }
        #expect(items == Self.held)
    }

    @Test func `a pass in a given order visits each position once and may move nodes out`() {
        var items = Self.held
        let order = items.indices.reversed().filter { $0 % 2 == 0 } + [1]
        var visited: [(Int, Int)] = []
        items.forEachIndex(in: order, bringingNodesIn: NodeField(\Held.spare), ahead: 8) { items, position, index in
            visited.append((position, index))
            _ = items[index].spare.take()
        }
        #expect(visited.map(\.0) == Array(order.indices))
        #expect(visited.map(\.1) == order)
        #expect(order.allSatisfy { items[$0].spare == nil })
        #expect(items.map(\.node) == Self.held.map(\.node))
        // Past either end, asking changes nothing.
        items.prefetchNode(of: -1, in: NodeField(\Held.node))
        items.prefetchNode(of: items.count, in: NodeField(\Held.node), lines: 8)
    }

    @Test func `rooted nodes give back the nodes of their tree`() {
        let leaves = (0..<5).map { AccessibilityNode(id: ElementID("l\($0)"), label: "Leaf \($0)") }
        var nodes = RootedNodes()
        do {
            let root = AccessibilityNode(id: "root", isElement: false, children: leaves)
            nodes.reserveCapacity(6)
            nodes.append(root)
            for child in root.children { nodes.append(child) }
        }
        // The root is held by the list alone now, and keeps its children.
        #expect(nodes.count == 6)
        #expect(nodes[0].children == leaves)
        #expect((1..<6).map { nodes[$0] } == leaves)
        nodes.prefetch(at: 3, lines: 8)
        nodes.prefetch(at: 6, lines: 2)
    }
}
