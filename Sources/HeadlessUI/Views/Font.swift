/// A font, as in SwiftUI: a text style that follows Dynamic Type, or a
/// fixed system size that does not.
///
/// Text styles scale with the Body ratios of reference §5.1 (Body's own
/// table is exact; other styles are approximated by Body's ratio — see
/// docs/layout.md). Bold Text makes every weight one step heavier.
public struct Font: Hashable, Sendable {
    /// A text style.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2

        /// Point size at the `large` Dynamic Type size.
        var baseSize: Double {
            switch self {
            case .extraLargeTitle: 36
            case .largeTitle: 34
            case .title, .extraLargeTitle2: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        var defaultWeight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let model: FontWeight
        public static let ultraLight = Weight(model: .ultraLight)
        public static let thin = Weight(model: .thin)
        public static let light = Weight(model: .light)
        public static let regular = Weight(model: .regular)
        public static let medium = Weight(model: .medium)
        public static let semibold = Weight(model: .semibold)
        public static let bold = Weight(model: .bold)
        public static let heavy = Weight(model: .heavy)
        public static let black = Weight(model: .black)
    }

    /// A font design (kept for source compatibility; does not change metrics).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
        /// A custom size that scales relative to a text style.
        case relative(Double, TextStyle)
    }

    let size: Size
    let weight: Weight?

    // MARK: Text styles

    public static let largeTitle = Font(size: .style(.largeTitle), weight: nil)
    public static let title = Font(size: .style(.title), weight: nil)
    public static let title2 = Font(size: .style(.title2), weight: nil)
    public static let title3 = Font(size: .style(.title3), weight: nil)
    public static let headline = Font(size: .style(.headline), weight: nil)
    public static let subheadline = Font(size: .style(.subheadline), weight: nil)
    public static let body = Font(size: .style(.body), weight: nil)
    public static let callout = Font(size: .style(.callout), weight: nil)
    public static let footnote = Font(size: .style(.footnote), weight: nil)
    public static let caption = Font(size: .style(.caption), weight: nil)
    public static let caption2 = Font(size: .style(.caption2), weight: nil)

    /// A text style with an optional weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight)
    }

    /// A fixed size that does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(Double(size)), weight: weight)
    }

    /// A named font of a fixed size (metrics as the system font).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: .fixed(Double(fixedSize)), weight: nil)
    }

    /// A named font that scales like `relativeTo` (Body by default).
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle = .body) -> Font {
        Font(size: .relative(Double(size), style), weight: nil)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// Kept for source compatibility (no metric change).
    public func italic() -> Font { self }

    /// Kept for source compatibility (no metric change).
    public func monospacedDigit() -> Font { self }

    /// The facts the rules see, for a Dynamic Type size and Bold Text.
    func facts(dynamicTypeSize: DynamicTypeSize, boldText: Bool, weightOverride: Weight? = nil) -> FontFacts {
        let points: Double
        let scales: Bool
        var base: FontWeight
        var styleName: String?
        switch size {
        case .style(let style):
            points = (style.baseSize * dynamicTypeSize.scale).rounded()
            scales = true
            base = (weight ?? style.defaultWeight).model
            styleName = style.rawValue
        case .fixed(let value):
            points = value
            scales = false
            base = (weight ?? .regular).model
        case .relative(let value, let style):
            points = (value * dynamicTypeSize.scale).rounded()
            scales = true
            base = (weight ?? .regular).model
            styleName = style.rawValue
        }
        if let weightOverride { base = weightOverride.model }
        if boldText { base = base.bolder }
        return FontFacts(size: points, weight: base, scalesWithDynamicType: scales, textStyle: styleName)
    }
}

extension EnvironmentValues {
    /// The font facts for text drawn here (Body when no font is set).
    var fontFacts: FontFacts {
        (font ?? .body).facts(
            dynamicTypeSize: dynamicTypeSize, boldText: legibilityWeight == .bold,
            weightOverride: storage.fontWeight)
    }
}
