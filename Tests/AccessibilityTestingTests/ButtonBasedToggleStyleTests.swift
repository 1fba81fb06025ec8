import AccessibilityAudit
import HeadlessUI
import Testing

/// A ToggleStyle built on a Button keeps the toggle's label: VoiceOver speaks it
/// and `label-in-name` finds the visible title in it.
@Suite struct ButtonBasedToggleStyleTests {
    struct ButtonBased: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square").accessibilityHidden(true)
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }

    @Test func `VoiceOver speaks the toggle's label and label-in-name passes`() {
        let context = RuleContext(tree: render(Toggle("Remember me", isOn: .constant(false)).toggleStyle(ButtonBased())))
        // Before: "Switch Button. Off." and a label-in-name violation.
        #expect(context.stops.map(\.spoken) == ["Remember me. Switch Button. Off."])
        #expect(!LabelInName().outcomes(in: context).contains { $0.outcome == .violation })
    }
}
