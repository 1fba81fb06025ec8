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
}
