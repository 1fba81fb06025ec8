import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// `duplicate-label` and what a control sounds like: its label, value and role.
@Suite struct DuplicateLabelTests {
    static func violations(_ nodes: [AccessibilityNode]) -> Int {
        Fixtures.run(DuplicateLabel(), Fixtures.tree(nodes)).count { $0.outcome == .violation }
    }

    /// iOS 26 Settings' first screen (an iOS 26.4 simulator's page source, a public project's test fixture) has a row
    /// "Search" (a button to the Search settings) and the search field "Search": VoiceOver says "Search. Button." and
    /// "Search. Search Field.", which do not sound the same. Before: a moderate finding on Apple's own screen saying
    /// that they did.
    @Test func `the same label with another role does not sound the same`() {
        let row = AccessibilityNode(id: "row", label: "Search", traits: .button, frame: Fixtures.frame(16, 692, 370, 53), actions: .activate)
        let field = AccessibilityNode(
            id: "field", label: "Search", traits: .searchField, frame: Fixtures.frame(32, 800, 337, 38), actions: .activate)
        #expect(Self.violations([row, field]) == 0)
    }

    /// Two buttons, or two switches, with one label are still reported.
    @Test func `the same label with the same role is still reported`() {
        #expect(Self.violations([Fixtures.button("Delete", id: "a"), Fixtures.button("Delete", id: "b", y: 60)]) == 1)
        let wifi = { (id: String, y: Double) in
            AccessibilityNode(
                id: ElementID(id), label: "Wi-Fi", value: "On", traits: [.button, .toggle], frame: Fixtures.frame(0, y, 51, 31), actions: .activate)
        }
        #expect(Self.violations([wifi("a", 0), wifi("b", 60)]) == 1)
    }
}
