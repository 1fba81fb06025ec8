import AccessibilityModel
import Foundation
import ScreenReader
import Testing

@testable import AccessibilityAudit

/// `reading-order` judges "drawn before" by the rows the simulated VoiceOver reads by, never by other ones.
@Suite struct ReadingOrderRuleTests {
    static func f(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    /// A SwiftUI `Form` row on an iOS 26.4 simulator (a public project's page source): the `DatePicker`'s button at
    /// y 275 and its title at y 283, 8 pt lower. The reading order puts two origins 8 pt apart in two rows, so it
    /// reads the button first; the rule took 8 pt for one row and called its own order wrong, a serious finding on
    /// a stock control. Before: "\"Reminder time\" … is read after \"Time Picker\" … but is drawn before it".
    @Test func `two origins a row's tolerance apart are two rows for the rule as for the reading order`() {
        let tree = Fixtures.tree([
            AccessibilityNode(id: "title", label: "Reminder time", traits: .staticText, frame: Self.f(32, 283, 111, 21)),
            AccessibilityNode(
                id: "picker", label: "Time Picker", value: "7:30 AM", traits: .button, frame: Self.f(283, 275, 87, 37), actions: .activate),
        ])
        let spoken = ReadingOrder(tree: tree).stops.map { $0.node.label ?? "" }
        #expect(spoken == ["Time Picker", "Reminder time"])
        let outcomes = Fixtures.run(ReadingOrderRule(), tree)
        #expect(!outcomes.contains { $0.outcome == .violation })
    }

    /// Closer than the tolerance, the two are one row, read leading first, and a sort priority that reverses them
    /// is still reported.
    @Test func `within a row, a reversed order is still reported`() {
        let tree = Fixtures.tree([
            AccessibilityNode(id: "title", label: "Reminder time", traits: .staticText, frame: Self.f(32, 280, 111, 21)),
            AccessibilityNode(
                id: "picker", label: "Time Picker", value: "7:30 AM", traits: .button, frame: Self.f(283, 275, 87, 37), actions: .activate,
                sortPriority: 1),
        ])
        let outcomes = Fixtures.run(ReadingOrderRule(), tree)
        #expect(outcomes.contains { $0.outcome == .violation })
    }
}
