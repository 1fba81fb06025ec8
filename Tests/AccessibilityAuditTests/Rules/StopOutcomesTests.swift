import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// Rules that read the stops in place, by index, still report each outcome
/// at its own stop: its path, label and speech, and, for a repeated label,
/// the stop it repeats.
@Suite struct StopOutcomesTests {
    private static func button(_ label: String, id: String, y: Double, size: Double = 44) -> AccessibilityNode {
        AccessibilityNode(id: ElementID(id), label: label, traits: .button, frame: Fixtures.frame(0, y, size, size), actions: .activate)
    }

    /// Named by their place in VoiceOver's order (as `speak` numbers them) and
    /// by what they say, never by tree paths: a capture's reader knows the
    /// element by its line and XPath, and the order is what both can hear.
    @Test func `a repeated label names the control it repeats`() {
        let tree = Fixtures.tree([
            Self.button("Delete", id: "a", y: 0),
            AccessibilityNode(id: "t", label: "Photos", traits: .staticText, frame: Fixtures.frame(0, 60, 100, 20)),
            Self.button("Share", id: "b", y: 100),
            Self.button("delete", id: "c", y: 160),
            Self.button("Share", id: "d", y: 220),
        ])
        let outcomes = Fixtures.run(DuplicateLabel(), tree)
        #expect(outcomes.map(\.outcome) == [.pass, .pass, .violation, .violation])
        #expect(outcomes.map(\.path.description) == ["0", "2", "3", "4"])
        #expect(outcomes.map(\.label) == ["Delete", "Share", "delete", "Share"])
        #expect(outcomes[2].message == "focus stop 4, \"delete. Button.\", sounds the same as focus stop 1, \"Delete. Button.\"")
        #expect(outcomes[3].message == "focus stop 5, \"Share. Button.\", sounds the same as focus stop 3, \"Share. Button.\"")
        #expect(outcomes[0].spoken == "Delete. Button.")
    }

    @Test func `each target's outcome is at its own stop`() {
        let tree = Fixtures.tree([
            Self.button("Close", id: "a", y: 0),
            Self.button("Small", id: "b", y: 100, size: 30),
            AccessibilityNode(id: "t", label: "Title", traits: .staticText, frame: Fixtures.frame(0, 200, 100, 20)),
            Self.button("Open", id: "c", y: 300),
        ])
        let outcomes = Fixtures.run(TargetSize(), tree)
        #expect(outcomes.map(\.outcome) == [.pass, .violation, .pass])
        #expect(outcomes.map(\.path.description) == ["0", "1", "3"])
        #expect(outcomes.map(\.label) == ["Close", "Small", "Open"])
        #expect(outcomes.map(\.spoken) == ["Close. Button.", "Small. Button.", "Open. Button."])
        #expect(outcomes[1].message == "\"Small\" is 30×30 pt; 44×44 pt recommended")
    }

    @Test func `controls sound the same only with the same label and value`() {
        func toggle(_ id: String, _ value: String?, y: Double) -> AccessibilityNode {
            AccessibilityNode(
                id: ElementID(id), label: "Wi-Fi", value: value, traits: [.button, .toggle], frame: Fixtures.frame(0, y, 44, 44),
                actions: .activate)
        }
        let tree = Fixtures.tree([
            toggle("a", "1", y: 0), toggle("b", "0", y: 60), toggle("c", nil, y: 120), toggle("d", " 1 ", y: 180),
            toggle("e", "", y: 240), toggle("f", "wi fi", y: 300),
            // The words of a label and a value run together are not the label's.
            AccessibilityNode(id: "g", label: "Wi-Fi1", traits: .button, frame: Fixtures.frame(0, 360, 44, 44), actions: .activate),
        ])
        let outcomes = Fixtures.run(DuplicateLabel(), tree)
        #expect(outcomes.map(\.outcome) == [.pass, .pass, .pass, .violation, .violation, .pass, .pass])
        #expect(outcomes[3].message.hasSuffix("sounds the same as focus stop 1, \"Wi-Fi. Switch Button. On.\""))
        #expect(outcomes[4].message.hasSuffix("sounds the same as focus stop 3, \"Wi-Fi. Switch Button.\""))
    }
}
