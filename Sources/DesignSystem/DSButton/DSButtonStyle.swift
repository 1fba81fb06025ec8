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
        let foreground: Color =
            !isEnabled
            ? Palette.disabled.color
            : (variant == .filled ? Palette.onAccent.color : Palette.accentOnPage.color)
        let fill: Color = variant == .filled ? (isEnabled ? Palette.accentFill.color : Palette.page.color) : Palette.page.color
        let outline: Color = isEnabled ? Palette.accentOnPage.color : Palette.disabled.color
        let label = configuration.label
            .font(size == .small ? .subheadline.weight(.semibold) : .body.weight(.semibold))
            .foregroundStyle(foreground)
            .padding(.horizontal, size == .small ? Metrics.large : 20)
            .padding(.vertical, size == .small ? Metrics.small : 14)
            .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
            .background(fill, in: RoundedRectangle(cornerRadius: Metrics.controlRadius))
        // Only the outlined variant draws a boundary; the filled one is bounded by its fill.
        if variant == .outlined {
            label.overlay(RoundedRectangle(cornerRadius: Metrics.controlRadius).stroke(outline, lineWidth: 2))
        } else {
            label
        }
    }
}
