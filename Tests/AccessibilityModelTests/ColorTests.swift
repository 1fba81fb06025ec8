import AccessibilityModel
import Foundation
import Testing

@Suite struct ColorTests {
    @Test func `the reference contrast vectors come out to two decimals`() throws {
        let white = SRGBColor.white
        let cases: [(String, String)] = [
            ("#000000", "21.00"), ("#767676", "4.54"), ("#777777", "4.48"),
            ("#959595", "3.00"), ("#007AFF", "4.02"), ("#FF3B30", "3.55"), ("#8E8E93", "3.26"),
        ]
        for (hex, expected) in cases {
            let ratio = try SRGBColor(hex: hex).contrastRatio(with: white)
            #expect(String(format: "%.2f", ratio) == expected, "\(hex)")
        }
    }
}

@Suite struct LuminanceTests {
    /// WCAG 2.2's definition of relative luminance, term by term, for the test to compare with.
    private func wcagLuminance(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Double {
        func linear(_ byte: UInt8) -> Double {
            let c = Double(byte) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    @Test func `every 8-bit component gives exactly the luminance WCAG defines`() {
        for byte in 0...255 {
            let value = UInt8(byte)
            #expect(SRGBColor(red8: value, green8: 0, blue8: 0).relativeLuminance == wcagLuminance(value, 0, 0))
            #expect(SRGBColor(red8: 0, green8: value, blue8: 0).relativeLuminance == wcagLuminance(0, value, 0))
            #expect(SRGBColor(red8: 0, green8: 0, blue8: value).relativeLuminance == wcagLuminance(0, 0, value))
        }
    }

    @Test func `a component set outside 0 to 1 by hand counts as the nearest bound`() {
        var colour = SRGBColor.black
        colour.red = 2
        colour.green = -1
        colour.blue = .nan
        #expect(colour.relativeLuminance == wcagLuminance(255, 0, 0))
    }
}
