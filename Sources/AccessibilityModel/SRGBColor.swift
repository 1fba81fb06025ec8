import Foundation

/// A colour in sRGB with alpha, each component in 0…1.
///
/// Named `SRGBColor` rather than `Color` so that it never collides with the
/// SwiftUI-shaped `Color` view of HeadlessUI in a file that imports both.
///
/// ```swift
/// let grey = try SRGBColor(hex: "#767676")
/// grey.contrastRatio(with: .white)  // 4.54…
/// ```
public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from components in 0…1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A colour from 8-bit components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    // MARK: Hex

    /// Why a hex string is not a colour.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public let input: String
        public var description: String {
            "'\(input)' is not a colour; expected #RRGGBB or #RRGGBBAA"
        }
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, hex digits in either case).
    /// - Throws: ``ParseError`` quoting the input.
    public init(hex: String) throws {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else {
            throw ParseError(input: hex)
        }
        if digits.count == 6 {
            self.init(red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
        } else {
            self.init(
                red8: UInt8(value >> 24 & 0xFF), green8: UInt8(value >> 16 & 0xFF),
                blue8: UInt8(value >> 8 & 0xFF), alpha8: UInt8(value & 0xFF))
        }
    }

    private static func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (upper case).
    public var hex: String {
        let rgb = String(format: "#%02X%02X%02X", Self.byte(red), Self.byte(green), Self.byte(blue))
        return alpha >= 1 ? rgb : rgb + String(format: "%02X", Self.byte(alpha))
    }

    /// `#RRGGBB`, ignoring alpha.
    public var opaqueHex: String {
        String(format: "#%02X%02X%02X", Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    public var description: String { hex }

    // MARK: Compositing and contrast (WCAG, reference §7.1)

    /// This colour painted over `background` ("source over" in sRGB).
    /// The result is as opaque as the two together.
    public func composited(over background: SRGBColor) -> SRGBColor {
        if alpha >= 1 { return self }
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return SRGBColor(
            red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue), alpha: outAlpha)
    }

    /// WCAG relative luminance, 0…1, of the colour's RGB (alpha ignored).
    /// Components are quantised to 8 bits first, as the definition assumes.
    public var relativeLuminance: Double {
        let linear = Self.linearByByte
        return 0.2126 * linear[Self.index(red)] + 0.7152 * linear[Self.index(green)] + 0.0722 * linear[Self.index(blue)]
    }

    /// A component's 8-bit value as a table index (a component set out of 0…1 by hand is clamped).
    private static func index(_ component: Double) -> Int {
        component.isNaN ? 0 : byte(min(1, max(0, component)))
    }

    /// The linear value of each 8-bit component, as WCAG defines it: with
    /// components quantised to 8 bits there are only 256, so they are worked
    /// out once instead of a power for every component of every colour measured.
    private static let linearByByte: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The WCAG contrast ratio, 1…21, of this colour composited over `background`
    /// against `background` (itself composited over white when translucent).
    public func contrastRatio(with background: SRGBColor) -> Double {
        let base = background.alpha >= 1 ? background : background.composited(over: .white)
        let top = composited(over: base)
        let l1 = top.relativeLuminance, l2 = base.relativeLuminance
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
