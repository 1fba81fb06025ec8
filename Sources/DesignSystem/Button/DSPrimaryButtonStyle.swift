import HeadlessUI

/// A filled, rounded button: white text on the accent fill (4.5:1 or better),
/// text styles that follow Dynamic Type, at least 44 pt tall, with the
/// leading-aligned ``PrimaryDetailStyle`` and ``DSButtonLabelStyle`` inside.
public struct DSPrimaryButtonStyle: ButtonStyle {
    /// The primary style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(Palette.onAccent.color)
            .labelStyle(DSButtonLabelStyle())
            .detailStyle(PrimaryDetailStyle())
            .padding(.horizontal, 16)
            .padding(.vertical, Metrics.large)
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .background(Palette.accentFill.color, in: RoundedRectangle(cornerRadius: Metrics.controlRadius))
    }
}

extension ButtonStyle where Self == DSPrimaryButtonStyle {
    /// A filled, rounded button.
    public static var dsPrimary: DSPrimaryButtonStyle { DSPrimaryButtonStyle() }
}
