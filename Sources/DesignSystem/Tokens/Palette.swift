import HeadlessUI

/// The design system's colours: each one adapts to light and dark
/// appearance and to increased contrast, and every pairing the components
/// use passes WCAG contrast (text 4.5:1, icons and boundaries 3:1).
///
/// The raw values are public so tests (and designers) can check the pairs.
public enum Palette {
    /// One colour in its four appearances.
    public struct Swatch: Hashable, Sendable {
        /// Light, standard contrast.
        public var light: SRGBColor
        /// Dark, standard contrast.
        public var dark: SRGBColor
        /// Light, increased contrast.
        public var lightHigh: SRGBColor
        /// Dark, increased contrast.
        public var darkHigh: SRGBColor

        /// A swatch from four `0xRRGGBB` values.
        init(_ light: UInt32, _ dark: UInt32, _ lightHigh: UInt32, _ darkHigh: UInt32) {
            self.light = Self.rgb(light)
            self.dark = Self.rgb(dark)
            self.lightHigh = Self.rgb(lightHigh)
            self.darkHigh = Self.rgb(darkHigh)
        }

        static func rgb(_ value: UInt32) -> SRGBColor {
            SRGBColor(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
        }

        /// The four appearances, in the order light, dark, light-high, dark-high.
        public var all: [SRGBColor] { [light, dark, lightHigh, darkHigh] }

        /// The swatch as a HeadlessUI colour.
        public var color: Color {
            Color(light: light, dark: dark, increasedContrastLight: lightHigh, increasedContrastDark: darkHigh)
        }
    }

    /// The page behind components: white, black.
    public static let page = Swatch(0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000)
    /// Body text on the page and on surfaces.
    public static let text = Swatch(0x000000, 0xFFFFFF, 0x000000, 0xFFFFFF)
    /// Secondary text (captions, the "/ 5" of a numeric rating): 4.5:1 or better.
    public static let secondaryText = Swatch(0x5A5A60, 0xAEAEB2, 0x3A3A3F, 0xD1D1D6)
    /// The fill of prominent controls, under `onAccent` text.
    public static let accentFill = Swatch(0x0050C8, 0x0050C8, 0x003A96, 0x003A96)
    /// Text and icons on `accentFill`.
    public static let onAccent = Swatch(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF)
    /// Accent text, icons and outlines on the page.
    public static let accentOnPage = Swatch(0x0050C8, 0x6CB4FF, 0x003A96, 0x9BCBFF)
    /// Outlines of controls that are off (a switch's track, an empty checkbox).
    public static let outline = Swatch(0x6E6E73, 0x8E8E93, 0x48484A, 0xAEAEB2)
    /// Filled stars of a rating.
    public static let star = Swatch(0xA84A00, 0xFFD60A, 0x7A3600, 0xFFE566)
    /// Stars and controls that are disabled (still 3:1: state is not shown by fading alone).
    public static let disabled = Swatch(0x767679, 0x8E8E93, 0x5A5A5E, 0xAEAEB2)
    /// The "color" surface of tags and cards.
    public static let tintedSurface = Swatch(0xFFE7C2, 0x4A3000, 0xFFDDA8, 0x3A2500)
    /// The two stops of the "gradient" surface of tags and cards.
    public static let gradientStart = Swatch(0xE3EDFF, 0x1B2A4A, 0xD6E4FF, 0x111C33)
    /// The second stop of the "gradient" surface.
    public static let gradientEnd = Swatch(0xF1E6FF, 0x3A1E4A, 0xE8D8FF, 0x2A1236)
    /// The two stops of GradientButton's fill, both 4.5:1 under `onAccent`.
    public static let buttonGradientStart = Swatch(0x0050C8, 0x0050C8, 0x003A96, 0x003A96)
    /// The second stop of GradientButton's fill.
    public static let buttonGradientEnd = Swatch(0x5A2DB8, 0x5A2DB8, 0x45208F, 0x45208F)
}
