import AccessibilityModel
import Foundation

/// Number and ratio formatting for messages.
enum Format {
    /// `3`, `2.5`, `0.33`: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 100).rounded() / 100
        // Numbers beyond Int's range (a hostile frame of 1e300 pt) are whole: print their digits.
        guard rounded.isFinite else { return String(format: "%.0f", value) }
        if rounded == rounded.rounded() { return Int(exactly: rounded).map { String($0) } ?? String(format: "%.0f", rounded) }
        var text = twoDecimals(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `String(format: "%.2f", value)` for a value that is already a whole
    /// number of hundredths, without Foundation's formatter (rules format
    /// numbers for every element).
    private static func twoDecimals(_ value: Double) -> String {
        guard abs(value) < 1e12 else { return String(format: "%.2f", value) }
        let hundredths = Int((value * 100).rounded())
        let magnitude = hundredths.magnitude
        let fraction = magnitude % 100
        return (value.sign == .minus ? "-" : "") + String(magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }

    /// A contrast ratio as every command shows it (``SRGBColor/ratioText(_:)``): `2.15:1`.
    static func ratio(_ value: Double) -> String {
        SRGBColor.ratioText(value)
    }

    /// A string in double quotes.
    static func quoted(_ text: String?) -> String { "\"\(text ?? "")\"" }
}
