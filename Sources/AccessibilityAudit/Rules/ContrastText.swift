import AccessibilityModel

/// Flags text whose contrast with its background is below 4.5:1 (3:1 for large text).
///
/// Low-contrast text is unreadable with low vision or in sunlight. WCAG 1.4.3.
/// Fix: a darker (or lighter) `.foregroundStyle`, for every colour scheme and contrast.
public struct ContrastText: DrawingRule {
    public static let info = CheckDescription(
        id: .contrastText, title: "Text contrast too low", severity: .serious, wcag: ["1.4.3"],
        explanation:
            "Text is drawn with a contrast ratio below 4.5:1 against what is behind it, or below 3:1 for large text (at least 18 pt, or 14 pt bold). People with low vision, older eyes or a screen in sunlight cannot read it. Over a gradient, a material (a translucent fill) or layers that cover only part of the text, the colour behind it is resolved at points across the text's frame and the lowest ratio counts: the text fails when any part of it is below the threshold. Only text over a picture, whose colours are unknown, is reported as incomplete. Text of a disabled control is exempt.",
        fix:
            "choose a foreground with enough contrast in light and dark mode, e.g. .foregroundStyle(.secondary) instead of a light grey, or an asset colour with a high-contrast variant for Increase Contrast"
    )

    /// The colours and fonts of text, and the colour scheme (the default background).
    public static let reads = CheckReads.tree.reading(.colorScheme).measuring([.colours, .fonts])

    /// What the rule says about a text.
    public enum Message: Hashable, Sendable, CustomStringConvertible {
        /// The text (its visible text or label, quoted) in a font of `size` points and
        /// `weight` has the `contrast` described, below `needed`:1.
        case tooLow(text: String, size: Double, weight: String, contrast: String, needed: Double)
        /// The text is drawn over a background whose colour is unknown (a picture).
        case unmeasurable(text: String, over: BackgroundKind)
        /// The text is partly drawn over a picture; elsewhere its lowest ratio is `lowest`.
        case partlyOverPicture(text: String, lowest: Double)

        public var description: String {
            switch self {
            case .tooLow(let text, let size, let weight, let contrast, let needed):
                "text \(text) (\(Format.number(size)) pt \(weight)) \(contrast); needs \(Format.number(needed)):1"
            case .unmeasurable(let text, let kind):
                "text \(text) is drawn over \(kind == .image ? "a picture" : "a \(kind.rawValue)"); its contrast cannot be measured"
            case .partlyOverPicture(let text, let lowest):
                "text \(text) is partly drawn over a picture; where it can be measured its lowest contrast is \(Format.ratio(lowest))"
            }
        }
    }

    public init() {}

    public let looksAt = DrawnItems.colouredText

    /// Each text is judged on its own: a combined card's two failing texts are two findings.
    public var judgesEachNode: Bool { true }

    public func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        var worst: (score: Double, message: Message)?
        var undecided: Message?
        var applicable = false
        for node in drawing.nodes.lazy.map(\.node) {
            guard !node.isDisabled, let font = node.font, let foreground = node.foreground else { continue }
            // An element that took its font and colour from a text inside it (a button, a
            // combined row) is measured through that text, over the text's own frame.
            if node.children.contains(where: { $0.isText && $0.foreground != nil }) { continue }
            guard let measured = ContrastMeasurement.measure(foreground, over: node, settings: context.settings) else {
                undecided = .unmeasurable(text: VisualGroups.name(node), over: node.backgroundKind ?? .image)
                continue
            }
            applicable = true
            let needed = font.isLargeText ? 3.0 : 4.5
            let ratio = measured.lowest.ratio
            if ratio < needed {
                if worst == nil || ratio / needed < worst!.score {
                    worst = (
                        ratio / needed,
                        .tooLow(
                            text: VisualGroups.name(node), size: font.size, weight: font.weight.rawValue,
                            contrast: measured.describe(foreground, in: node.frame), needed: needed)
                    )
                }
            } else if measured.hasUnknownPoints {
                undecided = .partlyOverPicture(text: VisualGroups.name(node), lowest: ratio)
            }
        }
        if let worst { return .violation(worst.message, measure: worst.score) }
        if let undecided { return .incomplete(undecided) }
        return applicable ? .pass : .inapplicable
    }
}
