/// How an area is painted, once resolved for an environment.
enum Paint: Equatable {
    case solid(SRGBColor)
    /// A gradient through these colours.
    case gradient([SRGBColor])
    /// A translucent blur; `tint` approximates its colour.
    case material(tint: SRGBColor)

    /// The page behind a view with no background of its own (decision 16).
    static let defaultBackground = Paint.solid(.white)

    /// The background kind the rules see.
    var kind: BackgroundKind {
        switch self {
        case .solid: .solid
        case .gradient: .gradient
        case .material: .material
        }
    }

    /// One representative colour (a gradient's first stop, a material's tint).
    var representative: SRGBColor {
        switch self {
        case .solid(let color): color
        case .gradient(let colors): colors.first ?? .clear
        case .material(let tint): tint
        }
    }

    /// Whether painting this hides what is behind it completely.
    var isOpaque: Bool {
        switch self {
        case .solid(let color): color.alpha >= 1
        case .gradient(let colors): colors.allSatisfy { $0.alpha >= 1 }
        case .material: false
        }
    }

    /// This paint drawn over `behind`: a translucent solid colour is composited.
    func over(_ behind: Paint) -> Paint {
        switch self {
        case .solid(let color) where color.alpha < 1:
            if color.alpha <= 0 { return behind }
            if case .solid(let base) = behind { return .solid(color.composited(over: base)) }
            return self
        default:
            return self
        }
    }
}
