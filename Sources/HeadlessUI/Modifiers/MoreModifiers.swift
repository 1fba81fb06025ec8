/// The relative size of SF Symbols.
extension Image {
    /// A symbol scale, as in SwiftUI.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

/// The tint colour as a shape style.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// The tint style.
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        Color.accentColor._paint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// Scales the SF Symbols in this view (small 0.8, medium 1, large 1.3 × the font size).
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentTransformModifier { $0.write(\.imageScale, scale.factor) })
    }

    /// Hides the labels of controls visually; they still name the controls.
    public consuming func labelsHidden() -> some View {
        modifier(_EnvironmentTransformModifier { $0.write(\.labelsHidden, true) })
    }

    /// Hides this view: it keeps its space, is not drawn and is not exposed.
    public consuming func hidden() -> some View {
        opacity(0)
    }

    /// Kept for source compatibility: drawing order does not change the tree.
    public consuming func zIndex(_ value: Double) -> some View { self }
}
