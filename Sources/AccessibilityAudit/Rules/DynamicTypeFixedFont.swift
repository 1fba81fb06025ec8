import AccessibilityModel

/// Flags text whose size does not follow Dynamic Type.
///
/// People who enlarge text in Settings get nothing larger. WCAG 1.4.4. Fix:
/// a text style (`.font(.body)`) or `.font(.system(size: 17, relativeTo: .body))`.
///
/// The rule judges the outcome: a live component audited across the matrix
/// is judged by the sizes its text is drawn at (``DynamicTypeFollowsSetting``,
/// the same ID), so a size computed from the size category passes and a text
/// style pinned by `.environment(\.sizeCategory, .large)` fails. One tree on
/// its own (a JSON tree, a capture) carries only how each font was declared,
/// and is judged by that.
public struct DynamicTypeFixedFont: DrawingRule {
    public static let info = CheckDescription(
        id: .dynamicTypeFixedFont, title: "Text ignores Dynamic Type", severity: .serious, wcag: ["1.4.4"],
        explanation:
            "Text is drawn in a fixed point size that does not scale with the person's preferred text size. Someone who needs larger text (up to 200 % and beyond at the accessibility sizes) still gets the small size. How it decides: across the matrix, by the sizes drawn: a text drawn no larger at a Dynamic Type size above Large than at Large does not follow the setting, however its font was declared (a size computed from the size category passes; a text style pinned with .environment(\\.sizeCategory, .large) fails); the finding occurs in the cells above Large. A tree audited alone (a JSON tree, a capture) is judged by its declared fonts.",
        fix:
            "use a text style, .font(.headline), or a custom size that scales: .font(.custom(\"Brand\", size: 17, relativeTo: .body)); for numbers in layout use @ScaledMetric"
    )

    /// The fonts of text.
    public static let reads = CheckReads.tree.measuring(.fonts)

    /// What the rule says about the text of an element.
    public enum Message: Hashable, Sendable, CustomStringConvertible {
        /// The first text has a fixed font of `size` points, and `others` more texts of the element do too.
        case fixedFont(text: String, size: Double, others: Int)

        public var description: String {
            switch self {
            case .fixedFont(let text, let size, let others):
                "text \(text) has a fixed \(Format.number(size)) pt font that does not follow Dynamic Type"
                    + (others > 0 ? " (and \(others) more)" : "")
            }
        }
    }

    public init() {}

    public let looksAt = DrawnItems.text

    public func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        if context.judgesFontsAcrossCells { return .inapplicable }
        let fixed = drawing.nodes.filter { $0.node.font?.scalesWithDynamicType == false }
        guard let node = fixed.first?.node, let font = node.font else { return .pass }
        return .violation(.fixedFont(text: VisualGroups.name(node), size: font.size, others: fixed.count - 1))
    }
}
