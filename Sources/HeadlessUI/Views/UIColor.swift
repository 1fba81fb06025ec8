/// A stand-in for UIKit's `UIColor`, so that SwiftUI code written with
/// `Color(.systemGreen)`, `Color(uiColor: .label)` or
/// `Color(UIColor.secondarySystemBackground)` compiles unchanged.
///
/// The system and semantic colours carry iOS's light and dark values and,
/// where Apple publishes them, the increased-contrast values; they resolve
/// for the environment they are drawn in, as UIKit's dynamic colours do.
///
/// ```swift
/// Text("Saved").foregroundStyle(Color(.systemGreen))
/// Rectangle().fill(Color(uiColor: .separator)).frame(height: 1)
/// ```
///
/// Sources: the system colours and the six system greys with their
/// increased-contrast values are Apple's Human Interface Guidelines, "Color"
/// (iOS, before the 2025 update); the semantic colours' light and dark values
/// are Noah Gilmore's table of UIKit's values ("Backwards compatibility for
/// iOS 13 system colors", noahgilmore.com, used by the ColorCompatibility
/// library). Apple publishes no increased-contrast values for the semantic
/// colours other than the label colours; those keep their standard values
/// (docs/porting.md).
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of the given white level.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A UIKit colour from a SwiftUI colour.
    public init(_ color: Color) { self.color = color }

    /// This colour with the given opacity (UIKit's `withAlphaComponent`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    private static func hex(_ value: UInt32, _ alpha: Double = 1) -> SRGBColor {
        SRGBColor(
            red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF),
            alpha8: UInt8((alpha * 255).rounded()))
    }

    /// Light, dark; increased contrast keeps them (no published values).
    private static func dynamic(_ light: SRGBColor, _ dark: SRGBColor) -> UIColor {
        UIColor(Color(storage: .adaptive(light, dark, light, dark)))
    }

    private static func dynamic(_ light: SRGBColor, _ dark: SRGBColor, _ lightHigh: SRGBColor, _ darkHigh: SRGBColor) -> UIColor {
        UIColor(Color(storage: .adaptive(light, dark, lightHigh, darkHigh)))
    }

    // MARK: System colours (HIG, with increased contrast)

    /// System red.
    public static let systemRed = UIColor(Color.red)
    /// System orange.
    public static let systemOrange = UIColor(Color.orange)
    /// System yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// System green.
    public static let systemGreen = UIColor(Color.green)
    /// System mint.
    public static let systemMint = UIColor(Color.mint)
    /// System teal.
    public static let systemTeal = UIColor(Color.teal)
    /// System cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// System blue.
    public static let systemBlue = UIColor(Color.blue)
    /// System indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// System purple.
    public static let systemPurple = UIColor(Color.purple)
    /// System pink.
    public static let systemPink = UIColor(Color.pink)
    /// System brown.
    public static let systemBrown = UIColor(Color.brown)
    /// System gray.
    public static let systemGray = UIColor(Color.gray)
    /// The second system grey: lighter than `systemGray` in light, darker in dark.
    public static let systemGray2 = dynamic(hex(0xAEAEB2), hex(0x636366), hex(0x8E8E93), hex(0x7C7C80))
    /// The third system grey.
    public static let systemGray3 = dynamic(hex(0xC7C7CC), hex(0x48484A), hex(0xAEAEB2), hex(0x545456))
    /// The fourth system grey.
    public static let systemGray4 = dynamic(hex(0xD1D1D6), hex(0x3A3A3C), hex(0xBCBCC0), hex(0x444446))
    /// The fifth system grey.
    public static let systemGray5 = dynamic(hex(0xE5E5EA), hex(0x2C2C2E), hex(0xD8D8DC), hex(0x363638))
    /// The sixth system grey: nearly the background.
    public static let systemGray6 = dynamic(hex(0xF2F2F7), hex(0x1C1C1E), hex(0xEBEBF0), hex(0x242426))
    /// The tint colour in force (UIKit's `tintColor`).
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // UIKit's name, kept so that UIKit-flavoured SwiftUI code compiles unchanged.
    public static let tintColor = UIColor(Color.accentColor)

    // MARK: Fixed colours

    /// Black.
    public static let black = UIColor(Color.black)
    /// White.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// UIKit's fixed dark grey (one third white).
    public static let darkGray = UIColor(Color(white: 1.0 / 3.0))
    /// UIKit's fixed light grey (two thirds white).
    public static let lightGray = UIColor(Color(white: 2.0 / 3.0))
    /// UIKit's fixed grey (half white).
    public static let gray = UIColor(Color(white: 0.5))
    /// UIKit's fixed pure red (1, 0, 0), not `systemRed`.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// UIKit's fixed pure green (0, 1, 0), not `systemGreen`.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// UIKit's fixed pure blue (0, 0, 1), not `systemBlue`.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// UIKit's fixed cyan (0, 1, 1).
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    /// UIKit's fixed yellow (1, 1, 0).
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// UIKit's fixed magenta (1, 0, 1).
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// UIKit's fixed orange (1, 0.5, 0).
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// UIKit's fixed purple (0.5, 0, 0.5).
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    /// UIKit's fixed brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))

    // MARK: Label colours

    /// Primary text: black in light, white in dark.
    public static let label = UIColor(Color.primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
    /// Quaternary text.
    public static let quaternaryLabel = dynamic(hex(0x3C3C43, 0.18), hex(0xEBEBF5, 0.16))
    /// Placeholder text in fields.
    public static let placeholderText = dynamic(hex(0x3C3C43, 0.3), hex(0xEBEBF5, 0.3))
    /// Links.
    public static let link = dynamic(hex(0x007AFF), hex(0x0984FF))
    /// Black text in every appearance.
    public static let darkText = UIColor(Color.black)
    /// White text at 60 % in every appearance.
    public static let lightText = UIColor(Color(white: 1, opacity: 0.6))

    // MARK: Fills

    /// Fill of thin and small shapes (a slider's track).
    public static let systemFill = dynamic(hex(0x787880, 0.2), hex(0x787880, 0.36))
    /// Fill of medium shapes (a switch's background).
    public static let secondarySystemFill = dynamic(hex(0x787880, 0.16), hex(0x787880, 0.32))
    /// Fill of large shapes (fields, search bars, buttons).
    public static let tertiarySystemFill = dynamic(hex(0x767680, 0.12), hex(0x767680, 0.24))
    /// Fill of large areas with complex content.
    public static let quaternarySystemFill = dynamic(hex(0x747480, 0.08), hex(0x767680, 0.18))

    // MARK: Backgrounds

    /// The main background: white in light, black in dark.
    public static let systemBackground = UIColor(Color.systemBackground)
    /// Content layered on the main background.
    public static let secondarySystemBackground = dynamic(hex(0xF2F2F7), hex(0x1C1C1E))
    /// Content layered on the secondary background.
    public static let tertiarySystemBackground = dynamic(hex(0xFFFFFF), hex(0x2C2C2E))
    /// The background of a grouped list.
    public static let systemGroupedBackground = dynamic(hex(0xF2F2F7), hex(0x000000))
    /// The rows of a grouped list.
    public static let secondarySystemGroupedBackground = dynamic(hex(0xFFFFFF), hex(0x1C1C1E))
    /// Content inside the rows of a grouped list.
    public static let tertiarySystemGroupedBackground = dynamic(hex(0xF2F2F7), hex(0x2C2C2E))

    // MARK: Separators

    /// A thin, translucent separator.
    public static let separator = dynamic(hex(0x3C3C43, 0.29), hex(0x545458, 0.6))
    /// An opaque separator.
    public static let opaqueSeparator = dynamic(hex(0xC6C6C8), hex(0x38383A))
}

extension Color {
    /// A SwiftUI colour from a UIKit colour: `Color(uiColor: .label)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// A SwiftUI colour from a UIKit colour: `Color(.systemGreen)`.
    public init(_ color: UIColor) {
        self = color.color
    }
}
