import Foundation
import Testing

@testable import AccessibilityAudit

/// Numbers in finding messages: sizes, points and contrast ratios.
struct FormatTests {
    @Test(arguments: [
        (3.0, "3"), (2.5, "2.5"), (1.0 / 3.0, "0.33"), (4.505, "4.51"), (17.004, "17"), (-0.25, "-0.25"),
        (-3.1, "-3.1"), (0.05, "0.05"), (123456.789, "123456.79"), (Double.infinity, "?"),
    ])
    func `numbers in messages have at most two decimals and no trailing zeros`(value: Double, text: String) {
        #expect(Format.number(value) == text)
    }

    @Test(arguments: [(4.4999, "4.49:1"), (3.0, "3.00:1"), (21.0, "21.00:1"), (1.05, "1.05:1"), (2.999, "2.99:1"), (Double.nan, "?:1")])
    func `contrast ratios are truncated to two decimals, never rounded up`(value: Double, text: String) {
        #expect(Format.ratio(value) == text)
    }

    @Test func `the fast formatting agrees with printf over many values`() {
        var value = -50.0
        while value < 50 {
            let rounded = (value * 100).rounded() / 100
            if rounded != rounded.rounded() {
                var expected = String(format: "%.2f", rounded)
                while expected.hasSuffix("0") { expected.removeLast() }
                #expect(Format.number(value) == expected)
            }
            value += 0.0137
        }
    }
}
