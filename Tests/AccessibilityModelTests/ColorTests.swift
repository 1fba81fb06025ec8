import AccessibilityModel
import Testing

@Suite struct ColorTests {
    @Test func `the reference contrast vectors come out to two decimals`() throws {
        let white = SRGBColor.white
        let cases: [(String, String)] = [("#000000", "21.00"), ("#767676", "4.54"), ("#777777", "4.48"),
                                         ("#959595", "3.00"), ("#007AFF", "4.02"), ("#FF3B30", "3.55"), ("#8E8E93", "3.26")]
        for (hex, expected) in cases {
            let ratio = try SRGBColor(hex: hex).contrastRatio(with: white)
            #expect(String(format: "%.2f", ratio) == expected, "\(hex)")
        }
    }
}
