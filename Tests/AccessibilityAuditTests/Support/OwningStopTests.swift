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

/// The locator sorts the stops by path: by the paths' one-word keys when every
/// path has one, else by comparing the paths; both give document order, equal
/// paths in stop order.
@Suite struct DocumentOrderTests {
    private static func stops(_ paths: [[Int]]) -> [AuditedStop] {
        paths.map { AuditedStop(path: NodePath($0), node: Fixtures.button("x"), spoken: "x") }
    }

    private static func expected(_ stops: [AuditedStop]) -> [Int] {
        stops.indices.sorted { a, b in stops[a].path != stops[b].path ? stops[a].path.indexes.lexicographicallyPrecedes(stops[b].path.indexes) : a < b
        }
    }

    @Test func `short paths sort by their keys into document order`() {
        let paths = [[3], [0, 2], [1], [0], [0, 2], [127], [128], [0, 1, 5], [], [16_383], [16_384, 0], [2_097_151], [0, 2]]
        let stops = Self.stops(paths)
        #expect(stops.allSatisfy { $0.path.orderKey != nil })
        #expect(StopLocator.documentOrder(stops) == Self.expected(stops))
    }

    @Test func `a path without a key sorts them all by comparing paths`() {
        let deep = Array(repeating: 1, count: 12)
        let paths = [[3], deep, [0, 2], [2_097_152], [1], deep + [0], [0, 2], [1, 1]]
        let stops = Self.stops(paths)
        #expect(stops.contains { $0.path.orderKey == nil })
        #expect(StopLocator.documentOrder(stops) == Self.expected(stops))
    }
}
