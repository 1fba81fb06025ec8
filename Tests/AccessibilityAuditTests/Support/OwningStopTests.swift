import AccessibilityModel
import Foundation
import Testing
@testable import AccessibilityAudit

/// Which focus stop a drawn node belongs to (findings about icons and
/// boundaries are reported on it).
struct OwningStopTests {
    private func stop(_ indexes: [Int], _ label: String) -> AuditedStop {
        AuditedStop(path: NodePath(indexes), node: AccessibilityNode(label: label), spoken: label)
    }

    private func context(_ stops: [AuditedStop]) -> RuleContext {
        RuleContext(tree: Fixtures.tree([]), settings: AccessibilitySettings(), stops: stops)
    }

    @Test func `a node belongs to the deepest stop at or above it`() {
        let context = context([stop([0], "Card"), stop([0, 1], "Pay"), stop([2], "Other")])
        #expect(context.owningStop(of: NodePath([0, 1, 3]))?.node.label == "Pay")
        #expect(context.owningStop(of: NodePath([0, 1]))?.node.label == "Pay")
        #expect(context.owningStop(of: NodePath([0, 2]))?.node.label == "Card")
        #expect(context.owningStop(of: NodePath([1, 0])) == nil)
        #expect(context.owningStop(of: .root) == nil)
    }

    @Test func `of two stops at one path the first in VoiceOver order owns`() {
        let context = context([stop([1], "First"), stop([1], "Second")])
        #expect(context.owningStop(of: NodePath([1, 4]))?.node.label == "First")
    }

    @Test func `changing the stops changes the owners`() {
        var context = context([stop([0], "Old")])
        context.stops = [stop([3], "New")]
        #expect(context.owningStop(of: NodePath([0, 1])) == nil)
        #expect(context.owningStop(of: NodePath([3, 1]))?.node.label == "New")
    }
}
