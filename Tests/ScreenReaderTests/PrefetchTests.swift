import AccessibilityModel
import Foundation
import Testing
@testable import ScreenReader

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

    @Test func `the reading order is the same with the hints`() {
        let rows = (0..<30).map { row in
            AccessibilityNode(id: ElementID("row\(row)"), isElement: false, children: [
                AccessibilityNode(id: ElementID("b\(row)"), label: "Open \(row)", traits: .button, frame: CGRect(x: 200, y: Double(row) * 50, width: 44, height: 44)),
                AccessibilityNode(id: ElementID("t\(row)"), label: "Title \(row)", traits: .staticText, frame: CGRect(x: 10, y: Double(row) * 50, width: 100, height: 20)),
            ])
        }
        let order = ReadingOrder(root: AccessibilityNode(id: "root", isElement: false, children: rows))
        #expect(order.stops.count == 60)
        #expect(order.stops.prefix(4).map { $0.node.label } == ["Title 0", "Open 0", "Title 1", "Open 1"])
    }
}
