import AccessibilityAudit
import AccessibilityModel
import Foundation
import HeadlessUI
import Testing

/// A stepper built from two buttons and a text, posting its value, moving
/// focus to it, or neither.
private struct TwoButtonStepper: View {
    enum Feedback { case none, announcement, focus }
    @State private var count = 5
    @AccessibilityFocusState private var valueFocused: Bool
    let feedback: Feedback

    var body: some View {
        HStack {
            Button("Decrease") { step(-1) }
            Text("\(count)").accessibilityFocused($valueFocused)
            Button("Increase") { step(1) }
        }
    }

    private func step(_ delta: Int) {
        count += delta
        switch feedback {
        case .none: break
        case .announcement: AccessibilityNotification.Announcement("\(count)").post()
        case .focus: valueFocused = true
        }
    }
}

/// `contract-feedback` (WCAG 4.1.3): a change on screen after an action must be heard.
@Suite struct FeedbackContractTests {
    private func outcomes<V: View>(_ view: @autoclosure @escaping () -> V) -> [ElementOutcome] {
        let context = ContractContext(subject: { HostingSubject(name: "Stepper") { view() } }, settings: AccessibilitySettings())
        return FeedbackContract().verify(context)
    }

    @Test func `a stepper of two buttons and a text that posts nothing fires on both buttons`() {
        let results = outcomes(TwoButtonStepper(feedback: .none))
        #expect(results.map(\.outcome) == [.violation, .violation])
        #expect(results.map(\.severity) == [.serious, .serious])
        #expect(results.first?.message == "after a double tap on \"Decrease. Button.\" \"5\" changes to \"4\", and VoiceOver says nothing")
        #expect(results.last?.message == "after a double tap on \"Increase. Button.\" \"5\" changes to \"6\", and VoiceOver says nothing")
    }

    /// A stepper of two buttons around a text that carries the count as its
    /// value, labelled or not.
    private struct ValueStepper: View {
        @State private var count = 5
        let label: String?
        var body: some View {
            HStack {
                Button("Decrease") { count -= 1 }
                if let label {
                    Text("\(count)").accessibilityLabel(label).accessibilityValue("\(count)")
                } else {
                    Text("\(count)").accessibilityValue("\(count)")
                }
                Button("Increase") { count += 1 }
            }
        }
    }

    @Test func `a changed value is told from its old value to its new one, named by its label`() {
        // Before: "the value of "6" changes to "6"" (the element named by its new value, the old one lost).
        let plain = outcomes(ValueStepper(label: nil))
        #expect(plain.last?.message == "after a double tap on \"Increase. Button.\" a value changes from \"5\" to \"6\", and VoiceOver says nothing")
        let labelled = outcomes(ValueStepper(label: "Quantity"))
        #expect(
            labelled.last?.message
                == "after a double tap on \"Increase. Button.\" the value of \"Quantity\" changes from \"5\" to \"6\", and VoiceOver says nothing")
    }

    @Test func `the same stepper posting an announcement passes`() {
        #expect(outcomes(TwoButtonStepper(feedback: .announcement)).map(\.outcome) == [.pass, .pass])
    }

    @Test func `the same stepper moving focus to its value passes`() {
        #expect(outcomes(TwoButtonStepper(feedback: .focus)).map(\.outcome) == [.pass, .pass])
    }

    @Test func `the native Stepper passes: its buttons announce the value`() {
        struct Quantity: View {
            @State private var quantity = 2
            var body: some View { Stepper("Quantity", value: $quantity, in: 0...5) }
        }
        #expect(outcomes(Quantity()).map(\.outcome) == [.pass, .pass])
    }

    @Test func `a button whose own label changes passes, and one that changes nothing has nothing to say`() {
        struct Player: View {
            @State private var playing = false
            var body: some View {
                VStack {
                    Button(playing ? "Pause" : "Play") { playing.toggle() }
                    Button("Nothing") {}
                }
            }
        }
        #expect(outcomes(Player()).map(\.outcome) == [.pass, .pass])
    }

    @Test func `a button that makes an element appear silently fires`() {
        struct Reveal: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show details") { shown = true }
                    if shown { Text("Ships in 2 days") }
                }
            }
        }
        let results = outcomes(Reveal())
        #expect(results.map(\.message) == ["after a double tap on \"Show details. Button.\" \"Ships in 2 days\" appears, and VoiceOver says nothing"])
    }

    /// A subject of its own (not HeadlessUI, which makes every identity
    /// unique) with two texts sharing one identity beside a button that
    /// changes nothing. Comparing the screens by identity alone matched the
    /// second text with the first and reported that "Ready" changed to
    /// "Saved" after the tap, although nothing changed; the contract must see
    /// two equal screens (contract-focus reports the shared identity).
    @Test func `an action that changes nothing is no change, even where two elements share an identity`() {
        final class SharedIdentity: AccessibilitySubject {
            let name = "SharedIdentity"
            var state: [String: ParameterValue] { [:] }
            func render(settings: AccessibilitySettings) -> AccessibilityTree {
                let texts = ["Ready", "Saved"].enumerated().map { index, label in
                    AccessibilityNode(
                        id: ElementID("status"), label: label, traits: .staticText,
                        frame: CGRect(x: 0, y: Double(index) * 50, width: 200, height: 44))
                }
                let button = AccessibilityNode(
                    id: ElementID("save"), label: "Save", traits: .button,
                    frame: CGRect(x: 0, y: 100, width: 200, height: 44), actions: .activate)
                return AccessibilityTree(root: AccessibilityNode(children: texts + [button]), layoutDirection: settings.layoutDirection)
            }
            func perform(_ action: ElementAction, on element: ElementID) -> ActionResult { .performed }
        }
        let context = ContractContext(subject: { SharedIdentity() }, settings: AccessibilitySettings())
        let results = FeedbackContract().verify(context)
        #expect(results.map(\.outcome) == [.pass])
        #expect(results.map(\.message) == [""])
    }

    @Test func `the contract is registered with its explanation`() throws {
        let info = try #require(CheckRegistry.description(of: .contractFeedback))
        #expect(info.severity == .serious)
        #expect(info.wcag == ["4.1.3"])
        #expect(info.kind == .contract)
    }
}
