import AccessibilityModel
import Foundation
import Testing

/// A node held without counting a reference gives back the very node while
/// its tree is alive, and the tree's copies stay independent.
struct UnownedNodeTests {
    @Test func `an unowned node gives back the node it was made from`() {
        let leaf = AccessibilityNode(id: "leaf", label: "Leaf", traits: .button, actions: .activate)
        let root = AccessibilityNode(id: "root", isElement: false, children: [leaf])
        let held = root.children.map(AccessibilityNode.Unowned.init)
        #expect(held[0].node == leaf)
        #expect(held[0].node.label == "Leaf")
        // Changing a copy of the tree copies its boxes: the held node is still the original.
        var changed = root
        changed.children[0].label = "Changed"
        #expect(held[0].node.label == "Leaf")
        #expect(changed.children[0].label == "Changed")
        withExtendedLifetime(root) {}
    }
}
