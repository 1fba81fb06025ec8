import AccessibilityModel

/// The contrast of a foreground over a background, with the WCAG verdicts,
/// as `a11y-audit contrast` prints it.
struct ContrastResult: Hashable, Sendable {
    /// A WCAG minimum: what it applies to, its JSON key and the ratio needed.
    struct Threshold: Hashable, Sendable {
        var name: String
        var key: String
        var minimum: Double
    }

    static let thresholds = [
        Threshold(name: "normal text", key: "normalText", minimum: 4.5),
        Threshold(name: "large text", key: "largeText", minimum: 3),
        Threshold(name: "non-text graphics", key: "nonText", minimum: 3),
    ]

    /// The colours as given.
    var givenForeground: SRGBColor
    var givenBackground: SRGBColor
    /// The colours actually compared: the background made opaque over white,
    /// the foreground composited over it.
    var foreground: SRGBColor
    var background: SRGBColor
    /// The unrounded ratio, 1…21.
    var ratio: Double

    init(foreground: SRGBColor, background: SRGBColor) {
        givenForeground = foreground
        givenBackground = background
        self.background = background.alpha >= 1 ? background : background.composited(over: .white)
        self.foreground = foreground.composited(over: self.background)
        ratio = foreground.contrastRatio(with: background)
    }

    /// Whether the unrounded ratio meets `threshold`.
    func passes(_ threshold: Threshold) -> Bool { ratio >= threshold.minimum }

    /// The ratio to two decimals (`4.54:1`), shown as the audit shows it
    /// (``SRGBColor/ratioText(_:)``): rounded, except that a failing ratio is
    /// never lifted onto a threshold (4.4999 → 4.49).
    var ratioText: String { SRGBColor.ratioText(ratio) }

    /// The text report: the ratio with the compared colours, then one
    /// `<use> (at least <n>:1): pass|fail` line per threshold.
    func text(style: OutputStyle) -> String {
        var colours = "\(foreground.opaqueHex) on \(background.opaqueHex)"
        var notes: [String] = []
        if givenForeground.alpha < 1 { notes.append("foreground \(givenForeground.hex) composited over the background") }
        if givenBackground.alpha < 1 { notes.append("background \(givenBackground.hex) composited over white") }
        if !notes.isEmpty { colours += "; " + notes.joined(separator: ", ") }
        var lines = ["\(ratioText) (\(colours))"]
        for threshold in Self.thresholds {
            let verdict = passes(threshold) ? style.success("pass") : style.failure("fail")
            lines.append("\(threshold.name) (at least \(formatNumber(threshold.minimum)):1): \(verdict)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON report: `ratio` (unrounded), the compared colours as
    /// `#RRGGBB`, and `"pass"`/`"fail"` per threshold, keys in a fixed order.
    var json: String {
        var members = [
            "\"ratio\": \(ratio)",
            "\"foreground\": \"\(foreground.opaqueHex)\"",
            "\"background\": \"\(background.opaqueHex)\"",
        ]
        for threshold in Self.thresholds {
            members.append("\"\(threshold.key)\": \"\(passes(threshold) ? "pass" : "fail")\"")
        }
        return "{\n  " + members.joined(separator: ",\n  ") + "\n}\n"
    }
}
