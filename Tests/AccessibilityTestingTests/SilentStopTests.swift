import AccessibilityAudit
import AccessibilityModel
import HeadlessUI
import ScreenReader
import Testing

/// A presence row whose status dot is made an accessibility element. iOS makes such a view an element even when
/// it has nothing to say, and VoiceOver lands on it in silence: AccessibilitySnapshot's reference images of a
/// `Circle` with an empty label, value and hint (`testSimpleView`, iOS 17.5 and 26.2; the fidelity suite's
/// `SwiftUIView`) show an element whose description is empty. Google's Accessibility Test Framework reports the
/// same on Android (`SpeakableTextPresentCheck`: "missing speakable text needed for a screen reader").
private struct PresenceRow: View {
    enum Dot { case silent, labelled, hidden }
    let dot: Dot

    var body: some View {
        HStack {
            Text("Ada")
            switch dot {
            case .silent: Circle().fill(Color.green).frame(width: 12, height: 12).accessibilityElement()
            case .labelled: Circle().fill(Color.green).frame(width: 12, height: 12).accessibilityElement().accessibilityLabel("Online")
            case .hidden: Circle().fill(Color.green).frame(width: 12, height: 12).accessibilityHidden(true)
            }
        }
    }
}

@Suite struct SilentStopTests {
    fileprivate static func outcomes(_ dot: PresenceRow.Dot) -> [ElementOutcome] {
        LabelMissing().outcomes(in: RuleContext(tree: render(PresenceRow(dot: dot))))
    }

    /// Before: the dot was a stop that said nothing ("(nothing spoken)" in `speak`), and no rule said so, since
    /// `label-missing` looked only at controls and images.
    @Test func `a focus stop that says nothing is a serious label-missing`() {
        let spoken = VoiceOver(PresenceRow(dot: .silent)).speakAll().map(\.description)
        #expect(spoken == ["Ada", ""])
        let violations = Self.outcomes(.silent).filter { $0.outcome == .violation }
        #expect(violations.count == 1)
        #expect(violations.first?.severity == .serious)
        #expect(violations.first?.message == "focus stop with no label, value or role: VoiceOver lands on it and says nothing")
        #expect(violations.first?.path == NodePath([1]))
    }

    @Test func `labelled, or hidden as the decoration it is, the dot passes`() {
        #expect(VoiceOver(PresenceRow(dot: .labelled)).speakAll().map(\.description) == ["Ada", "Online"])
        #expect(Self.outcomes(.labelled).allSatisfy { $0.outcome != .violation })
        #expect(VoiceOver(PresenceRow(dot: .hidden)).speakAll().map(\.description) == ["Ada"])
        #expect(Self.outcomes(.hidden).allSatisfy { $0.outcome != .violation })
    }

    /// A stop with only a hint is not silent (VoiceOver speaks the hint); one with only custom actions is a control
    /// without a label, as before (critical), its actions named.
    @Test func `a stop with a hint is not silent, and one with custom actions is an unlabelled control`() {
        let hinted = render(Circle().frame(width: 12, height: 12).accessibilityElement().accessibilityHint("Shows the status"))
        #expect(LabelMissing().outcomes(in: RuleContext(tree: hinted)).allSatisfy { $0.outcome != .violation })
        let acting = render(Circle().frame(width: 12, height: 12).accessibilityElement().accessibilityAction(named: "Refresh") {})
        let violations = LabelMissing().outcomes(in: RuleContext(tree: acting)).filter { $0.outcome == .violation }
        #expect(violations.map(\.severity) == [.critical])
        #expect(violations.first?.message == #"control (actions: "Refresh") has no label and no value; VoiceOver says only """#)
    }
}
