import Foundation

extension Color {
    /// The colour space of a colour's components, as in SwiftUI.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma-encoded (the default).
        case sRGB
        /// sRGB with linear components; converted to gamma-encoded sRGB.
        case sRGBLinear
        /// Display P3; taken as sRGB components (wide-gamut colours are clipped to sRGB).
        case displayP3
    }

    /// A colour from components in a colour space: `Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
        }
    }

    /// A grey from a white level in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB) in 0…1, as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - hue.rounded(.down)) * 6
        let saturation = max(0, min(1, saturation)), brightness = max(0, min(1, brightness))
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double)
        switch sector {
        case 0: (red, green, blue) = (brightness, t, p)
        case 1: (red, green, blue) = (q, brightness, p)
        case 2: (red, green, blue) = (p, brightness, t)
        case 3: (red, green, blue) = (p, q, brightness)
        case 4: (red, green, blue) = (t, p, brightness)
        default: (red, green, blue) = (brightness, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Linear to gamma-encoded sRGB (IEC 61966-2-1).
    private static func encode(_ linear: Double) -> Double {
        let value = max(0, min(1, linear))
        return value <= 0.003_130_8 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
