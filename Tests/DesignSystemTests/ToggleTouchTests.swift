import AccessibilityAudit
import DesignSystem
import HeadlessUI
import Testing

/// The design system's toggle styles, tapped as a finger taps and activated
/// as VoiceOver does (`contract-touch`): SwiftUI gives a custom toggle style
/// the toggle's touch interaction (Apple: `ToggleStyle.Body` is "the
/// appearance and interaction of a toggle").
@Suite struct ToggleTouchTests {
    /// A toggle in `style` over state its fresh subject owns.
    final class Box: @unchecked Sendable {
        var isOn = false
    }

    func touchOutcomes<S: ToggleStyle>(_ style: S) -> [String] {
        let context = ContractContext(
            subject: {
                let box = Box()
                return HostingSubject(name: "Toggle", state: { ["isOn": .bool(box.isOn)] }) {
                    Toggle("Wi-Fi", isOn: Binding(get: { box.isOn }, set: { box.isOn = $0 })).toggleStyle(style)
                }
            }, settings: AccessibilitySettings())
        return TouchContract().verify(context).map { "\($0.outcome.rawValue): \($0.message)" }
    }

    // Before the styles toggled from their bodies, each failed: "a tap on
    // "Wi-Fi. Switch Button. Off." at (195, 22) reaches nothing, while
    // VoiceOver's double tap changes the value "0" to "1"".
    @Test func `the switch, checkbox and fancy styles toggle when tapped, as VoiceOver's activation does`() {
        #expect(touchOutcomes(.dsSwitch) == ["pass: "])
        #expect(touchOutcomes(.checkbox) == ["pass: "])
        #expect(touchOutcomes(.fancy) == ["pass: "])
    }
}
