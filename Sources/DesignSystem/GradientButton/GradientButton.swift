import HeadlessUI

/// Article 004's animated gradient button, built right: a button (not a
/// tap handler) with white text on a two-stop gradient that keeps 4.5:1 at
/// both ends, a text style that follows Dynamic Type, a 44 pt target, and a
/// press scale and animation only when Reduce Motion is off.
public struct GradientButton: View {
    private let title: String
    private let action: () -> Void

    /// A gradient button titled `title` that runs `action`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title)
        }
        .buttonStyle(GradientButtonStyle())
    }
}

/// Draws a ``GradientButton``.
struct GradientButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        GradientButtonBody(configuration: configuration)
    }
}

/// The body of ``GradientButtonStyle``.
struct GradientButtonBody: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled
    let configuration: ButtonStyleConfiguration

    var body: some View {
        let colors =
            isEnabled
            ? [Palette.buttonGradientStart.color, Palette.buttonGradientEnd.color]
            : [Palette.disabled.color, Palette.disabled.color]
        let scale: CGFloat = reduceMotion ? 1 : (configuration.isPressed ? 0.95 : 1)
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(Palette.onAccent.color)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .background(
                LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom),
                in: RoundedRectangle(cornerRadius: Metrics.controlRadius)
            )
            .scaleEffect(scale)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.15), value: configuration.isPressed)
    }
}
