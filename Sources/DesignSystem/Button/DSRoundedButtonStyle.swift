import HeadlessUI

/// Article 002's rounded button, fixed: the accent fill with white text, a
/// 44 pt minimum, and the press scale only when Reduce Motion is off.
public struct DSRoundedButtonStyle: ButtonStyle {
    /// The rounded style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DSRoundedButtonBody(configuration: configuration)
    }
}

/// The body of ``DSRoundedButtonStyle``.
struct DSRoundedButtonBody: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let configuration: ButtonStyleConfiguration

    var body: some View {
        configuration.label
            .font(.body)
            .foregroundStyle(Palette.onAccent.color)
            .labelStyle(DSButtonLabelStyle())
            .detailStyle(PrimaryDetailStyle())
            .padding()
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .background(Palette.accentFill.color, in: RoundedRectangle(cornerRadius: 8))
            .scaleEffect(reduceMotion ? 1 : (configuration.isPressed ? 0.9 : 1))
    }
}

extension ButtonStyle where Self == DSRoundedButtonStyle {
    /// A rounded button that shrinks while pressed (unless Reduce Motion is on).
    public static var dsRounded: DSRoundedButtonStyle { DSRoundedButtonStyle() }
}
