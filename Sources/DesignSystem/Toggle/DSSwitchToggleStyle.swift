import HeadlessUI

/// A switch: the title, then a track whose thumb carries a glyph (a check
/// when on, a cross when off), so the state never rests on colour alone.
/// The track's outline is 3:1 against the page in both states.
public struct DSSwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: Metrics.medium) {
            configuration.label.font(.body)
            Spacer(minLength: Metrics.medium)
            SwitchTrackView(isOn: configuration.isOn)
        }
        .frame(minHeight: Metrics.minimumTarget)
        // The style owns the toggle's touch interaction: the whole row flips it.
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// The track and thumb of ``DSSwitchToggleStyle``.
struct SwitchTrackView: View {
    @Environment(\.isEnabled) private var isEnabled
    let isOn: Bool

    var body: some View {
        let outline = isEnabled ? (isOn ? Palette.accentOnPage.color : Palette.outline.color) : Palette.disabled.color
        HStack(spacing: 0) {
            if isOn { Spacer(minLength: 0) }
            Image(systemName: isOn ? "checkmark" : "xmark")
                .font(.caption)
                .foregroundStyle(isOn ? Palette.onAccent.color : outline)
                .frame(width: 27, height: 27)
                .accessibilityHidden(true)
            if !isOn { Spacer(minLength: 0) }
        }
        .padding(2)
        .frame(width: 51, height: 31)
        .background(isOn ? Palette.accentFill.color : Palette.page.color, in: Capsule())
        .overlay(Capsule().stroke(outline, lineWidth: 2))
    }
}

extension ToggleStyle where Self == DSSwitchToggleStyle {
    /// The design system's switch.
    public static var dsSwitch: DSSwitchToggleStyle { DSSwitchToggleStyle() }
}
