import AccessibilityModel

/// Flags text whose contrast with its background is below 4.5:1 (3:1 for large text).
///
/// Low-contrast text is unreadable with low vision or in sunlight. WCAG 1.4.3.
/// Fix: a darker (or lighter) `.foregroundStyle`, for every colour scheme and contrast.
public struct ContrastText: VisualRule {
    public static let info = CheckDescription(
        id: .contrastText, title: "Text contrast too low", severity: .serious, wcag: ["1.4.3"],
        explanation:
            "Text is drawn with a contrast ratio below 4.5:1 against what is behind it, or below 3:1 for large text (at least 18 pt, or 14 pt bold). People with low vision, older eyes or a screen in sunlight cannot read it. Over a gradient, a material (a translucent fill) or layers that cover only part of the text, the colour behind it is resolved at points across the text's frame and the lowest ratio counts: the text fails when any part of it is below the threshold. Only text over a picture, whose colours are unknown, is reported as incomplete. Text of a disabled control is exempt.",
        fix:
            "choose a foreground with enough contrast in light and dark mode, e.g. .foregroundStyle(.secondary) instead of a light grey, or an asset colour with a high-contrast variant for Increase Contrast"
    )

    public init() {}

    let filter = VisualFilter.colouredText

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        var worst: (score: Double, message: String)?
        var undecided: String?
        var applicable = false
        for (_, node) in group.nodes {
            guard !node.isDisabled, let font = node.font, let foreground = node.foreground else { continue }
            // An element that took its font and colour from a text inside it (a button, a
            // combined row) is measured through that text, over the text's own frame.
            if node.children.contains(where: { $0.isText && $0.foreground != nil }) { continue }
            guard let measured = ContrastMeasurement.measure(foreground, over: node, settings: context.settings) else {
                let kind = node.backgroundKind ?? .image
                undecided =
                    "text \(VisualGroups.name(node)) is drawn over \(kind == .image ? "a picture" : "a \(kind.rawValue)"); its contrast cannot be measured"
                continue
            }
            applicable = true
            let needed = font.isLargeText ? 3.0 : 4.5
            let ratio = measured.lowest.ratio
            if ratio < needed {
                if worst == nil || ratio / needed < worst!.score {
                    let size = "\(Format.number(font.size)) pt \(font.weight.rawValue)"
                    worst = (
                        ratio / needed,
                        "text \(VisualGroups.name(node)) (\(size)) \(measured.describe(foreground, in: node.frame)); needs \(Format.number(needed)):1"
                    )
                }
            } else if measured.hasUnknownPoints {
                undecided =
                    "text \(VisualGroups.name(node)) is partly drawn over a picture; where it can be measured its lowest contrast is \(Format.ratio(ratio))"
            }
        }
        if let worst { return .violation(worst.message) }
        if let undecided { return .incomplete(undecided) }
        return applicable ? .pass : .inapplicable
    }
}
