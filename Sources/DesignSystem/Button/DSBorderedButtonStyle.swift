import HeadlessUI

/// An outlined button: accent text and a 2 pt accent outline on the page,
/// both 3:1 or better in light and dark, at least 44 pt tall.
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
            .overlay(RoundedRectangle(cornerRadius: Metrics.controlRadius).stroke(Palette.accentOnPage.color, lineWidth: 2))
    }
}

extension ButtonStyle where Self == DSBorderedButtonStyle {
    /// An outlined button.
    public static var dsBordered: DSBorderedButtonStyle { DSBorderedButtonStyle() }
}
