import HeadlessUI

/// An outlined button: accent text and a 2 pt accent outline on the page,
/// both 3:1 or better in light and dark, at least 44 pt tall. A button
/// style's body answers taps only where it draws: the outline's inside is
/// made to answer with `contentShape`, or only the text and the 2 pt line
/// would (docs/hit-testing.md).
public struct DSBorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body)
            .foregroundStyle(Palette.accentOnPage.color)
            .labelStyle(DSButtonLabelStyle())
            .detailStyle(PrimaryDetailStyle())
            .padding(.horizontal, 16)
            .padding(.vertical, Metrics.large)
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .contentShape(RoundedRectangle(cornerRadius: Metrics.controlRadius))
            .overlay(RoundedRectangle(cornerRadius: Metrics.controlRadius).stroke(Palette.accentOnPage.color, lineWidth: 2))
    }
}

extension ButtonStyle where Self == DSBorderedButtonStyle {
    /// An outlined button.
    public static var dsBordered: DSBorderedButtonStyle { DSBorderedButtonStyle() }
}
