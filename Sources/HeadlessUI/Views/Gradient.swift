/// A point in a unit square, as in SwiftUI (`.top`, `.bottomTrailing`, …).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// A point from fractions of the width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colours a gradient passes through.
public struct Gradient: Hashable, Sendable {
    /// The colours, in order.
    public var colors: [Color]
    /// A gradient through `colors`.
    public init(colors: [Color]) {
        self.colors = colors
    }
}

/// A linear gradient: a view and a shape style whose background kind is `gradient`.
public struct LinearGradient: ShapeStyle, View, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }
    /// A gradient through `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = Gradient(colors: colors)
    }

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(paint: .gradient(gradient.colors.map { $0.resolve(in: environment) }))
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.paint(view._paint(in: inputs.environment).paint, shape: .rectangle, stroke: nil), inputs: inputs))
    }
}

extension Color {
    /// A gradient from this colour (SwiftUI's `Color.gradient`).
    public var gradient: AnyGradient { AnyGradient(colors: [self, self.opacity(0.8)]) }
}

/// A gradient derived from one colour.
public struct AnyGradient: ShapeStyle, Sendable {
    let colors: [Color]
    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(paint: .gradient(colors.map { $0.resolve(in: environment) }))
    }
}

/// A translucent blurred background, as in SwiftUI. With Reduce
/// Transparency it is drawn as an opaque colour (background kind `solid`).
public struct Material: ShapeStyle, Sendable {
    let thickness: Int
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 2)

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        let dark = environment.colorScheme == .dark
        // The opaque fallback: system grouped backgrounds.
        let opaque = dark ? SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E) : SRGBColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        if environment.accessibilityReduceTransparency { return _ResolvedPaint(paint: .solid(opaque)) }
        let alpha = 0.5 + 0.1 * Double(thickness)
        var tint = opaque
        tint.alpha = alpha
        return _ResolvedPaint(paint: .material(tint: tint))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
