import HeadlessUI

/// A checkbox: an outlined square (3:1 against the page) that shows a check
/// mark when on, then the title.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The checkbox style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CheckboxBody(configuration: configuration)
    }
}

/// The body of ``CheckboxToggleStyle``.
struct CheckboxBody: View {
    @Environment(\.isEnabled) private var isEnabled
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let tint = isEnabled ? Palette.accentOnPage.color : Palette.disabled.color
        HStack(spacing: Metrics.medium) {
            ZStack {
                RoundedRectangle(cornerRadius: 4)
                    .stroke(tint, lineWidth: 2)
                if configuration.isOn {
                    Image(systemName: "checkmark")
                        .font(.body.weight(.bold))
                        .foregroundStyle(tint)
                        .accessibilityHidden(true)
                }
            }
            .frame(width: 24, height: 24)
            configuration.label.font(.body)
            Spacer(minLength: 0)
        }
        .frame(minHeight: Metrics.minimumTarget)
        // The style owns the toggle's touch interaction: the whole row flips it.
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
