import Foundation

/// What a layer is painted with: one colour, a linear gradient, a material
/// (a translucent colour, as docs/drawing.md resolves it) or a picture.
///
/// ```swift
/// let sunset = LayerFill.linearGradient([.init(color: red, location: 0), .init(color: blue, location: 1)],
///                                       start: UnitPosition(x: 0, y: 0.5), end: UnitPosition(x: 1, y: 0.5))
/// sunset.color(atUnitPoint: CGPoint(x: 0.5, y: 0.5))   // halfway between red and blue
/// ```
public struct LayerFill: Hashable, Sendable {
    /// How the area is painted (``BackgroundKind``): solid, gradient, material or image.
    public var kind: BackgroundKind
    /// The colours, in order along the gradient; one stop for a solid colour or a material, none for a picture.
    public var stops: [GradientStop]
    /// Where a gradient starts and ends, as fractions of the layer's frame.
    public var start: UnitPosition
    public var end: UnitPosition

    public init(kind: BackgroundKind, stops: [GradientStop], start: UnitPosition = .leading, end: UnitPosition = .trailing) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// One colour.
    public static func solid(_ color: SRGBColor) -> LayerFill {
        LayerFill(kind: .solid, stops: [GradientStop(color: color, location: 0)])
    }

    /// A material, drawn as the translucent colour it resolves to.
    public static func material(_ color: SRGBColor) -> LayerFill {
        LayerFill(kind: .material, stops: [GradientStop(color: color, location: 0)])
    }

    /// A picture: its colours are not known.
    public static let image = LayerFill(kind: .image, stops: [])

    /// A linear gradient from `start` to `end` through `stops`.
    public static func linearGradient(_ stops: [GradientStop], start: UnitPosition, end: UnitPosition) -> LayerFill {
        LayerFill(kind: .gradient, stops: stops, start: start, end: end)
    }

    /// Some colour of the fill is not fully transparent (a picture always paints).
    public var isVisible: Bool {
        kind == .image || stops.contains { $0.color.alpha > 0 }
    }

    /// Every colour of the fill is opaque (a picture is taken as opaque: it hides what is behind it).
    public var isOpaque: Bool {
        kind == .image || (!stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 })
    }

    /// The colour at a point given as fractions of the frame; `nil` for a picture.
    ///
    /// A linear gradient's colour is constant along lines perpendicular to
    /// its axis; before the first stop it is the first colour, after the last
    /// the last; between two stops the components (alpha too) are interpolated
    /// linearly in gamma-encoded sRGB, as Core Graphics and SwiftUI interpolate
    /// by default (docs/drawing.md).
    public func color(atUnitPoint point: CGPoint) -> SRGBColor? {
        guard let first = stops.first else { return nil }
        guard stops.count > 1, kind == .gradient else { return first.color }
        let ax = end.x - start.x, ay = end.y - start.y
        let length = ax * ax + ay * ay
        let t = length > 0 ? ((Double(point.x) - start.x) * ax + (Double(point.y) - start.y) * ay) / length : 0
        return Self.interpolate(stops, at: t)
    }

    /// The colour `t` of the way along `stops` (sorted by location).
    static func interpolate(_ stops: [GradientStop], at t: Double) -> SRGBColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return SRGBColor(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    /// The same fill with every colour's alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> LayerFill {
        guard opacity < 1 else { return self }
        var copy = self
        copy.stops = stops.map { stop in
            var stop = stop
            stop.color.alpha *= max(0, opacity)
            return stop
        }
        return copy
    }
}

/// One colour of a gradient and where it lies along the gradient, 0…1.
public struct GradientStop: Hashable, Sendable {
    public var color: SRGBColor
    public var location: Double

    public init(color: SRGBColor, location: Double) {
        self.color = color
        self.location = location
    }

    /// `colors` spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` places them.
    public static func evenlySpaced(_ colors: [SRGBColor]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }
}

/// A point given as fractions of a frame's width and height (SwiftUI's `UnitPoint`).
public struct UnitPosition: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let leading = UnitPosition(x: 0, y: 0.5)
    public static let trailing = UnitPosition(x: 1, y: 0.5)
    public static let top = UnitPosition(x: 0.5, y: 0)
    public static let bottom = UnitPosition(x: 0.5, y: 1)
}
