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

/// Colours a gradient passes through, each at a location from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and where it lies.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// A stop of `color` at `location` (0…1).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]
    /// The colours, in order.
    public var colors: [Color] { stops.map(\.color) }

    /// A gradient through `colors`, spread evenly.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        self.stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(last) : 0) }
    }

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The stops resolved for an environment.
    func resolved(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: environment), location: Double(max(0, min(1, $0.location)))) }
    }
}

/// A linear gradient: a view and a shape style whose background kind is `gradient`.
public struct LinearGradient: ShapeStyle, View, Sendable {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A gradient through `colors`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(paint: .gradient(gradient.resolved(in: environment), start: startPoint, end: endPoint))
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
    /// SwiftUI's `AnyGradient` runs from top to bottom when used as a fill.
    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(paint: .gradient(colors.map { $0.resolve(in: environment) }, start: .top, end: .bottom))
    }
}

/// A translucent blurred background, as in SwiftUI.
///
/// Apple documents each material only by how translucent it is
/// (`ultraThin` "mostly translucent", `thin` "more translucent than opaque",
/// `regular` "somewhat translucent", `thick` "more opaque than translucent",
/// `ultraThick` "mostly opaque"). HeadlessUI draws a material as a
/// translucent fill of the system's grouped background colour at an opacity
/// that follows those words (0.3, 0.45, 0.6, 0.75, 0.9; `.bar` as the chrome
/// material, 0.8), composited over whatever is behind it; with Reduce
/// Transparency it is the opaque colour, as UIKit replaces blur effects with
/// a solid fill (docs/drawing.md).
public struct Material: ShapeStyle, Sendable {
    let opacity: Double
    public static let ultraThin = Material(opacity: 0.3)
    public static let thin = Material(opacity: 0.45)
    public static let regular = Material(opacity: 0.6)
    public static let thick = Material(opacity: 0.75)
    public static let ultraThick = Material(opacity: 0.9)
    public static let bar = Material(opacity: 0.8)

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        let dark = environment.colorScheme == .dark
        // The opaque colour: the system's grouped background (#F2F2F7 light, #1C1C1E dark).
        let opaque = dark ? SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E) : SRGBColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        if environment.accessibilityReduceTransparency { return _ResolvedPaint(paint: .solid(opaque)) }
        var tint = opaque
        tint.alpha = opacity
        return _ResolvedPaint(paint: .material(tint))
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
