import AccessibilityModel

/// Flags text whose contrast with its background is below 4.5:1 (3:1 for large text).
///
/// Low-contrast text is unreadable with low vision or in sunlight. WCAG 1.4.3.
/// Fix: a darker (or lighter) `.foregroundStyle`, for every colour scheme and contrast.
public struct ContrastText: VisualRule {
    public static let info = CheckDescription(
        id: .contrastText, title: "Text contrast too low", severity: .serious, wcag: ["1.4.3"],
        explanation: "Text is drawn with a contrast ratio below 4.5:1 against what is behind it, or below 3:1 for large text (at least 18 pt, or 14 pt bold). People with low vision, older eyes or a screen in sunlight cannot read it. Text over a gradient, material or picture cannot be measured and is reported as incomplete; text of a disabled control is exempt.",
        fix: "choose a foreground with enough contrast in light and dark mode, e.g. .foregroundStyle(.secondary) instead of a light grey, or an asset colour with a high-contrast variant for Increase Contrast")

    public init() {}

    let filter = VisualFilter.colouredText

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        let nodes = group.nodes
        var worst: (ratio: Double, needed: Double, message: String)?
        var undecided: String?
        var applicable = false
        for (_, node) in nodes {
            guard !node.isDisabled, let font = node.font, let foreground = node.foreground else { continue }
            if let kind = node.backgroundKind, kind != .solid {
                undecided = "text \(VisualGroups.name(node)) is drawn over a \(kind.rawValue); its contrast cannot be measured"
                continue
            }
            guard let background = VisualGroups.background(of: node, settings: context.settings) else { continue }
            applicable = true
            let ratio = foreground.contrastRatio(with: background)
            let needed = font.isLargeText ? 3.0 : 4.5
            if ratio < needed, worst == nil || ratio / needed < worst!.ratio / worst!.needed {
                let size = "\(Format.number(font.size)) pt \(font.weight.rawValue)"
                worst = (ratio, needed, "text \(VisualGroups.name(node)) (\(size)) \(foreground.hex) on \(background.hex) has contrast \(Format.ratio(ratio)); needs \(Format.number(needed)):1")
            }
        }
        if let worst { return .violation(worst.message) }
        if let undecided { return .incomplete(undecided) }
        return applicable ? .pass : .inapplicable
    }
}
