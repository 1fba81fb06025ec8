/// A colour: a view that fills the space it is offered, and a shape style.
///
/// The named colours carry SwiftUI's light, dark and increased-contrast
/// values and resolve for the environment they are drawn in.
public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never

    enum Storage: Hashable, Sendable {
        case fixed(SRGBColor)
        /// Light, dark, light increased contrast, dark increased contrast.
        case adaptive(SRGBColor, SRGBColor, SRGBColor, SRGBColor)
        case accent
        indirect case opacity(Storage, Double)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(SRGBColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A colour from the model's sRGB colour.
    @_disfavoredOverload
    public init(_ color: SRGBColor) {
        storage = .fixed(color)
    }

    /// A grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        storage = .fixed(SRGBColor(red: white, green: white, blue: white, alpha: opacity))
    }

    /// A colour that differs in light and dark appearance (and, optionally, with increased contrast).
    public init(light: SRGBColor, dark: SRGBColor, increasedContrastLight: SRGBColor? = nil, increasedContrastDark: SRGBColor? = nil) {
        storage = .adaptive(light, dark, increasedContrastLight ?? light, increasedContrastDark ?? dark)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// The colour as drawn in `environment`.
    public func resolve(in environment: EnvironmentValues) -> SRGBColor {
        Self.resolve(storage, environment)
    }

    static func resolve(_ storage: Storage, _ environment: EnvironmentValues) -> SRGBColor {
        switch storage {
        case .fixed(let color):
            return color
        case .adaptive(let light, let dark, let lightHigh, let darkHigh):
            let high = environment.colorSchemeContrast == .increased
            switch environment.colorScheme {
            case .light: return high ? lightHigh : light
            case .dark: return high ? darkHigh : dark
            }
        case .accent:
            if let tint = environment.tint, tint.storage != .accent { return tint.resolve(in: environment) }
            return resolve(Color.blue.storage, environment)
        case .opacity(let base, let opacity):
            var color = resolve(base, environment)
            color.alpha = max(0, min(1, color.alpha * opacity))
            return color
        }
    }

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        _ResolvedPaint(paint: .solid(resolve(in: environment)))
    }

    public static func _makeView(_ view: Color, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.paint(.solid(view.resolve(in: inputs.environment)), shape: .rectangle, stroke: nil), inputs: inputs))
    }
}
