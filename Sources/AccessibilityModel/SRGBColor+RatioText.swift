extension SRGBColor {
    /// The WCAG contrast thresholds a shown ratio must never appear to reach
    /// when it does not: 3:1 (large text, graphics), 4.5:1 (text), 7:1 (AAA).
    static let contrastThresholds: [Double] = [3, 4.5, 7]

    /// A contrast ratio as every report and command shows it: two decimals,
    /// rounded half up (3.547 → `3.55:1`), except that a ratio below a WCAG
    /// threshold is never shown at or above it (4.4999 → `4.49:1`, not
    /// `4.50:1`), so the number never contradicts the verdict.
    ///
    /// ```swift
    /// SRGBColor.ratioText(3.547)   // "3.55:1"
    /// SRGBColor.ratioText(2.9999)  // "2.99:1"
    /// ```
    /// - Parameter ratio: the unrounded ratio, 1…21.
    public static func ratioText(_ ratio: Double) -> String {
        guard ratio.isFinite, abs(ratio) < 1e12 else { return "?:1" }
        var hundredths = (ratio * 100).rounded()
        if contrastThresholds.contains(where: { ratio < $0 && hundredths / 100 >= $0 }) {
            hundredths = (ratio * 100).rounded(.down)
        }
        let whole = Int(hundredths)
        let magnitude = whole.magnitude, fraction = magnitude % 100
        return (whole < 0 ? "-" : "") + String(magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction) + ":1"
    }
}
