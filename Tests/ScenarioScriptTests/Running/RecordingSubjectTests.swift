import AccessibilityModel
import Testing

@testable import ScenarioScript

/// The subject a scenario drives records what happens to the component so
/// that a fresh one can be brought to the same state: every render, action,
/// tap and VoiceOver focus move (SwiftUI writes `@AccessibilityFocusState`
/// when VoiceOver's focus arrives, docs/voiceover.md).
@Suite struct RecordingSubjectTests {
    /// A component that notes where VoiceOver's focus went and reports each move as a change.
    final class FocusNoting: AccessibilitySubject, @unchecked Sendable {
        var moves: [ElementID?] = []
        let name = "Focus"
        var state: [String: ParameterValue] { ["moves": .number(Double(moves.count))] }
        func render(settings: AccessibilitySettings) -> AccessibilityTree {
            AccessibilityTree(name: name, root: AccessibilityNode(id: "root", children: [AccessibilityNode(id: "a", label: "A")]))
        }
        func perform(_ action: ElementAction, on element: ElementID) -> ActionResult { .notHandled }
        func accessibilityFocusDidMove(to element: ElementID?) -> Bool {
            moves.append(element)
            return true
        }
    }

    @Test func `a focus move reaches the component and is replayed on a fresh one`() throws {
        var made: [FocusNoting] = []
        let recording = RecordingSubject {
            let subject = FocusNoting()
            made.append(subject)
            return subject
        }
        _ = recording.render(settings: AccessibilitySettings())
        // Before, the recording answered with the protocol's default (`false`) and the component never heard the move.
        #expect(recording.accessibilityFocusDidMove(to: "a"))
        #expect(made[0].moves == ["a"])
        let replay = try #require(recording.replayed() as? FocusNoting)
        #expect(replay.moves == ["a"])
    }
}
