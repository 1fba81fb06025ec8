import HeadlessUI

/// The background of tags and cards: a material, a colour or a gradient,
/// each with the text colour that keeps 4.5:1 on it in light, dark and
/// increased contrast. The material turns opaque with Reduce Transparency
/// (HeadlessUI's `Material` does that).
public struct SurfaceStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case material, color, gradient }
    let kind: Kind

    /// A translucent material.
    public static let material = SurfaceStyle(kind: .material)
    /// A tinted solid colour.
    public static let color = SurfaceStyle(kind: .color)
    /// A two-stop gradient.
    public static let gradient = SurfaceStyle(kind: .gradient)

    /// The fill.
    var fill: AnyShapeStyle {
        switch kind {
        case .material: AnyShapeStyle(Material.thick)
        case .color: AnyShapeStyle(Palette.tintedSurface.color)
        case .gradient:
            AnyShapeStyle(
                LinearGradient(
                    colors: [Palette.gradientStart.color, Palette.gradientEnd.color],
                    startPoint: .leading, endPoint: .trailing))
        }
    }
}

struct SurfaceStyleKey: EnvironmentKey {
    static let defaultValue = SurfaceStyle.material
}

extension EnvironmentValues {
    /// The surface of tags and cards in this subtree.
    public var surfaceStyle: SurfaceStyle {
        get { self[SurfaceStyleKey.self] }
        set { self[SurfaceStyleKey.self] = newValue }
    }
}

extension View {
    /// The surface of tags and cards in this view.
    public func surfaceStyle(_ style: SurfaceStyle) -> some View {
        environment(\.surfaceStyle, style)
    }
}
