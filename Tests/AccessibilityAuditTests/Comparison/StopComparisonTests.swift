import AccessibilityModel
import Foundation
import ScreenReader
import Testing

@testable import AccessibilityAudit

/// A component's focus stops against a capture's (docs/capturing.md § Diffing a component against its capture).
@Suite struct StopComparisonTests {
    static func button(_ label: String, y: Double, identifier: String? = nil, value: String? = nil) -> AccessibilityNode {
        AccessibilityNode(
            label: label, value: value, traits: .button, frame: CGRect(x: 16, y: y, width: 100, height: 44), actions: .activate,
            identifier: identifier)
    }

    static func compare(
        _ component: [AccessibilityNode], _ capture: [AccessibilityNode], comparesHints: Bool = false
    ) -> StopComparison {
        let left = SpeechOrder.stops(in: AccessibilityTree(root: AccessibilityNode(children: component)))
        let right = SpeechOrder.stops(in: AccessibilityTree(root: AccessibilityNode(children: capture)))
        return StopComparison(component: left, capture: right, comparesHints: comparesHints)
    }

    static func summary(_ comparison: StopComparison) -> [String] {
        comparison.entries.map { entry in
            let places = "\(entry.component?.position ?? 0)→\(entry.capture?.position ?? 0)"
            return "\(entry.kind.rawValue) \(places) \(entry.differences.map(\.field.rawValue).joined(separator: ","))"
        }
    }

    @Test func `the same stops agree`() {
        let comparison = Self.compare([Self.button("Save", y: 0)], [Self.button("Save", y: 0)])
        #expect(comparison.agrees)
        #expect(Self.summary(comparison) == ["same 1→1 "])
    }

    /// A list, a cell that is a container, a navigation bar: the capture's shape is not compared, its stops are.
    @Test func `containers on one side only make no difference`() {
        let wrapped = AccessibilityNode(
            container: .list, children: [AccessibilityNode(container: .semanticGroup, children: [Self.button("Save", y: 0)])])
        let comparison = Self.compare([Self.button("Save", y: 0)], [wrapped])
        #expect(comparison.agrees)
    }

    @Test func `a stop that moved is matched by its label and marked moved`() {
        let comparison = Self.compare(
            [Self.button("A", y: 0), Self.button("B", y: 50), Self.button("C", y: 100)],
            [Self.button("B", y: 0), Self.button("C", y: 50), Self.button("A", y: 100)])
        // B and C keep their order; A is the one that moved (and its frame with it).
        #expect(Self.summary(comparison) == ["changed 1→3 frame,order", "changed 2→1 frame", "changed 3→2 frame"])
        #expect(comparison.entries[0].match == .label)
    }

    @Test func `an identifier matches stops whose labels differ`() {
        let comparison = Self.compare(
            [Self.button("Delete", y: 0, identifier: "delete"), Self.button("Keep", y: 50)],
            [Self.button("Keep", y: 0), Self.button("Remove", y: 50, identifier: "delete")])
        #expect(comparison.entries.first?.match == .identifier)
        #expect(comparison.entries.first?.differences.first == .init(field: .label, component: "\"Delete\"", capture: "\"Remove\""))
    }

    @Test func `stops between matched ones are paired in order, the rest stand alone`() {
        let comparison = Self.compare(
            [Self.button("Title", y: 0), Self.button("Old", y: 50), Self.button("Extra", y: 100), Self.button("End", y: 150)],
            [Self.button("Title", y: 0), Self.button("New", y: 50), Self.button("End", y: 100)])
        #expect(Self.summary(comparison) == ["same 1→1 ", "changed 2→2 label", "onlyInComponent 3→0 ", "changed 4→3 frame"])
        #expect(comparison.entries[1].match == .order)
        #expect(!comparison.agrees)
    }

    @Test func `a stop only in the capture comes where the capture has it`() {
        let comparison = Self.compare(
            [Self.button("A", y: 0), Self.button("B", y: 50)], [Self.button("A", y: 0), Self.button("X", y: 50), Self.button("B", y: 100)])
        #expect(Self.summary(comparison) == ["same 1→1 ", "onlyInCapture 0→2 ", "changed 2→3 frame"])
    }

    @Test func `value and traits differences are named, hints only when asked`() {
        var switchNode = Self.button("Wi-Fi", y: 0, value: "1")
        switchNode.traits = [.button, .toggle]
        switchNode.hint = "Double tap to toggle setting."
        let comparison = Self.compare([Self.button("Wi-Fi", y: 0, value: "On")], [switchNode])
        #expect(comparison.entries.first?.differences.map(\.field) == [.value, .traits])
        let withHints = Self.compare([Self.button("Wi-Fi", y: 0, value: "On")], [switchNode], comparesHints: true)
        #expect(withHints.entries.first?.differences.map(\.field) == [.value, .traits, .hint])
    }

    /// Frames are compared relative to each screen's stops: a component drawn at the top of its preview and the
    /// same component in the middle of a device screen agree.
    @Test func `frames are compared from each side's own origin, within a point`() {
        let comparison = Self.compare(
            [Self.button("A", y: 0), Self.button("B", y: 50)],
            [
                AccessibilityNode(label: "A", traits: .button, frame: CGRect(x: 40, y: 400.6, width: 100, height: 44), actions: .activate),
                AccessibilityNode(label: "B", traits: .button, frame: CGRect(x: 40, y: 450, width: 100.8, height: 44), actions: .activate),
            ])
        #expect(comparison.agrees)
    }
}
