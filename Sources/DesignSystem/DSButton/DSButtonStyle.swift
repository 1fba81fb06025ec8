import HeadlessUI

/// Draws a ``DSButton`` for its size and variant.
struct DSButtonStyle: ButtonStyle {
    let size: DSButton.Size
    let variant: DSButton.Variant

    func makeBody(configuration: Configuration) -> some View {
        DSButtonBody(configuration: configuration, size: size, variant: variant)
    }
}

/// The body of ``DSButtonStyle``.
struct DSButtonBody: View {
    @Environment(\.isEnabled) private var isEnabled
    let configuration: ButtonStyleConfiguration
    let size: DSButton.Size
    let variant: DSButton.Variant

    var body: some View {
        let foreground: Color = !isEnabled ? Palette.disabled.color
            : (variant == .filled ? Palette.onAccent.color : Palette.accentOnPage.color)
        let fill: Color = variant == .filled ? (isEnabled ? Palette.accentFill.color : Palette.page.color) : Palette.page.color
        let outline: Color = variant == .plain ? Palette.page.color : (isEnabled ? Palette.accentOnPage.color : Palette.disabled.color)
        configuration.label
            .font(size == .small ? .subheadline.weight(.semibold) : .body.weight(.semibold))
            .foregroundStyle(foreground)
            .padding(.horizontal, size == .small ? Metrics.large : 20)
            .padding(.vertical, size == .small ? Metrics.small : 14)
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .background(fill, in: RoundedRectangle(cornerRadius: Metrics.controlRadius))
            .overlay(RoundedRectangle(cornerRadius: Metrics.controlRadius).stroke(outline, lineWidth: variant == .plain ? 0 : 2))
    }
}
