import HeadlessUI

/// Article 002's fancy toggle, fixed: a round badge above the title, filled
/// when on. The badge's glyph changes with the state (a check when on, an
/// empty circle when off), its outline and glyph keep 3:1 in both states, and
/// the surface follows the colour scheme instead of staying white.
public struct FancyToggleStyle: ToggleStyle {
    /// The fancy style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        FancyToggleBody(configuration: configuration)
    }
}

/// The body of ``FancyToggleStyle``.
struct FancyToggleBody: View {
    @Environment(\.isEnabled) private var isEnabled
    let configuration: ToggleStyleConfiguration

    var body: some View {
        let isOn = configuration.isOn
        let tint = isEnabled ? Palette.accentOnPage.color : Palette.disabled.color
        VStack(spacing: Metrics.small) {
            Image(systemName: isOn ? "checkmark" : "circle")
                .font(.body)
                .foregroundStyle(isOn ? Palette.onAccent.color : tint)
                // The badge grows with the glyph: at the largest Dynamic Type sizes a
                // fixed 32 pt circle leaves the white check half on the page.
                .padding(Metrics.small)
                .frame(minWidth: 32, minHeight: 32)
                .background(isOn ? Palette.accentFill.color : Palette.page.color, in: Circle())
                .overlay(Circle().stroke(tint, lineWidth: 2))
                .accessibilityHidden(true)
            configuration.label
                .font(.headline)
                .foregroundStyle(Palette.text.color)
        }
        .padding(Metrics.large)
        .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
        .background(Palette.page.color, in: RoundedRectangle(cornerRadius: Metrics.controlRadius))
        // The style owns the toggle's touch interaction: the whole card flips it.
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

extension ToggleStyle where Self == FancyToggleStyle {
    /// A round badge above the title.
    public static var fancy: FancyToggleStyle { FancyToggleStyle() }
}
