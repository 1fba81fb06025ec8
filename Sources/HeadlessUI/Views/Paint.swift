import AccessibilityModel

/// How an area is painted, once resolved for an environment.
enum Paint: Equatable {
    case solid(SRGBColor)
    /// A linear gradient through these stops, between two unit points of the frame it fills.
    case gradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// A material, as the translucent colour it resolves to (docs/drawing.md).
    case material(SRGBColor)

    /// The page behind a view with no background of its own (decision 16).
    static let defaultBackground = Paint.solid(.white)

    /// A gradient through `colors` spread evenly, from `start` to `end`.
    static func gradient(_ colors: [SRGBColor], start: UnitPoint = .top, end: UnitPoint = .bottom) -> Paint {
        .gradient(GradientStop.evenlySpaced(colors), start: start, end: end)
    }

    /// The background kind the rules see.
    var kind: BackgroundKind {
        switch self {
        case .solid: .solid
        case .gradient: .gradient
        case .material: .material
        }
    }

    /// One representative colour (a gradient's first stop, a material's colour).
    var representative: SRGBColor {
        switch self {
        case .solid(let color): color
        case .gradient(let stops, _, _): stops.first?.color ?? .clear
        case .material(let color): color
        }
    }

    /// The model's fill for this paint with `opacity` applied; in a
    /// right-to-left layout a gradient's horizontal direction is mirrored, as
    /// SwiftUI mirrors `.leading` and `.trailing`.
    func fill(opacity: Double, mirrored: Bool) -> LayerFill {
        let fill: LayerFill
        switch self {
        case .solid(let color): fill = .solid(color)
        case .material(let color): fill = .material(color)
        case .gradient(let stops, let start, let end):
            func position(_ point: UnitPoint) -> UnitPosition {
                UnitPosition(x: mirrored ? 1 - Double(point.x) : Double(point.x), y: Double(point.y))
            }
            fill = .linearGradient(stops, start: position(start), end: position(end))
        }
        return fill.withOpacity(opacity)
    }
}
