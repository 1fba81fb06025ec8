extension Color {
    private static func hex(_ value: UInt32, _ alpha: Double = 1) -> SRGBColor {
        SRGBColor(
            red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF),
            alpha8: UInt8((alpha * 255).rounded()))
    }

    private static func system(_ light: UInt32, _ dark: UInt32, _ lightHigh: UInt32, _ darkHigh: UInt32) -> Color {
        Color(storage: .adaptive(hex(light), hex(dark), hex(lightHigh), hex(darkHigh)))
    }

    /// System red.
    public static let red = system(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)
    /// System orange.
    public static let orange = system(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)
    /// System yellow.
    public static let yellow = system(0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426)
    /// System green.
    public static let green = system(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B)
    /// System mint.
    public static let mint = system(0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF)
    /// System teal.
    public static let teal = system(0x30B0C7, 0x40CBE0, 0x008299, 0x5DE6FF)
    /// System cyan.
    public static let cyan = system(0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF)
    /// System blue (the default accent colour).
    public static let blue = system(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
    /// System indigo.
    public static let indigo = system(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF)
    /// System purple.
    public static let purple = system(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)
    /// System pink.
    public static let pink = system(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482)
    /// System brown.
    public static let brown = system(0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469)
    /// System gray.
    public static let gray = system(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2)
    /// White in every appearance.
    public static let white = Color(storage: .fixed(.white))
    /// Black in every appearance.
    public static let black = Color(storage: .fixed(.black))
    /// Fully transparent.
    public static let clear = Color(storage: .fixed(.clear))
    /// The tint colour in force (system blue by default).
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // SwiftUI's name, kept so that SwiftUI code compiles unchanged.
    public static let accentColor = Color(storage: .accent)
    /// The primary label colour: black in light, white in dark.
    public static let primary = Color(storage: .adaptive(.black, .white, .black, .white))
    /// The secondary label colour: 60 % grey-blue in light, 60 % light grey in dark (80 % with increased contrast).
    public static let secondary = Color(storage: .adaptive(hex(0x3C3C43, 0.6), hex(0xEBEBF5, 0.6), hex(0x3C3C43, 0.8), hex(0xEBEBF5, 0.8)))
    static let tertiaryLabel = Color(storage: .adaptive(hex(0x3C3C43, 0.3), hex(0xEBEBF5, 0.3), hex(0x3C3C43, 0.5), hex(0xEBEBF5, 0.5)))
    /// The page background: white in light, black in dark (decision 16).
    @usableFromInline static let systemBackground = Color(storage: .adaptive(.white, .black, .white, .black))
    /// The fill of an unselected control track (a switch that is off, a slider's track).
    static let controlTrack = Color(storage: .adaptive(hex(0xE9E9EA), hex(0x39393D), hex(0xC7C7CC), hex(0x545458)))
}

extension ShapeStyle where Self == Color {
    /// System red.
    public static var red: Color { Color.red }
    /// System orange.
    public static var orange: Color { Color.orange }
    /// System yellow.
    public static var yellow: Color { Color.yellow }
    /// System green.
    public static var green: Color { Color.green }
    /// System mint.
    public static var mint: Color { Color.mint }
    /// System teal.
    public static var teal: Color { Color.teal }
    /// System cyan.
    public static var cyan: Color { Color.cyan }
    /// System blue.
    public static var blue: Color { Color.blue }
    /// System indigo.
    public static var indigo: Color { Color.indigo }
    /// System purple.
    public static var purple: Color { Color.purple }
    /// System pink.
    public static var pink: Color { Color.pink }
    /// System brown.
    public static var brown: Color { Color.brown }
    /// System gray.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// Transparent.
    public static var clear: Color { Color.clear }
    /// The tint colour.
    public static var accentColor: Color { Color.accentColor }
}
