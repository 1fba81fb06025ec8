/// A font, as in SwiftUI: a text style that follows Dynamic Type, or a
/// fixed system size that does not.
///
/// Text styles scale with Dynamic Type by Apple's table for each style (the
/// Human Interface Guidelines' "Dynamic Type sizes" for iOS, see
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

        /// Point sizes from `xSmall` to `accessibility5` (Apple's Human Interface Guidelines, "Dynamic Type
        /// sizes", iOS: each style has its own curve; a large title grows to 60 pt at AX5, not Body's 3.1 times).
        /// `nil` for the iOS 17 extra large titles, which the table does not list: they follow Body's ratio.
        var pointSizes: [Double]? {
            switch self {
            case .largeTitle: Self.largeTitleSizes
            case .title: Self.titleSizes
            case .title2: Self.title2Sizes
            case .title3: Self.title3Sizes
            case .headline, .body: Self.bodySizes
            case .callout: Self.calloutSizes
            case .subheadline: Self.subheadlineSizes
            case .footnote: Self.footnoteSizes
            case .caption: Self.captionSizes
            case .caption2: Self.caption2Sizes
            case .extraLargeTitle, .extraLargeTitle2: nil
            }
        }

        // Made once (every text's font reads one), not an array literal per call.
        private static let largeTitleSizes: [Double] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        private static let titleSizes: [Double] = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        private static let title2Sizes: [Double] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        private static let title3Sizes: [Double] = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        private static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        private static let calloutSizes: [Double] = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        private static let subheadlineSizes: [Double] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        private static let footnoteSizes: [Double] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        private static let captionSizes: [Double] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        private static let caption2Sizes: [Double] = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]

        /// The style's point size at `size`.
        func pointSize(at size: DynamicTypeSize) -> Double {
            guard let sizes = pointSizes else { return (baseSize * size.scale).rounded() }
            return sizes[Self.column(of: size)]
        }

        /// The column of `size` in ``pointSizes`` (a switch: `allCases` would make an array on every text's font).
        private static func column(of size: DynamicTypeSize) -> Int {
            switch size {
            case .xSmall: 0
            case .small: 1
            case .medium: 2
            case .large: 3
            case .xLarge: 4
            case .xxLarge: 5
            case .xxxLarge: 6
            case .accessibility1: 7
            case .accessibility2: 8
            case .accessibility3: 9
            case .accessibility4: 10
            case .accessibility5: 11
            }
        }

        /// How much the style grows at `size` from `large` (`UIFontMetrics` scales a custom size by its style's
        /// curve).
        func scale(at size: DynamicTypeSize) -> Double {
            pointSize(at: size) / baseSize
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
            points = style.pointSize(at: dynamicTypeSize)
            scales = true
            base = (weight ?? style.defaultWeight).model
            styleName = style.rawValue
        case .fixed(let value):
            points = value
            scales = false
            base = (weight ?? .regular).model
        case .relative(let value, let style):
            points = (value * style.scale(at: dynamicTypeSize)).rounded()
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
