import AccessibilityModel

/// Flags text whose size does not follow Dynamic Type.
///
/// People who enlarge text in Settings get nothing larger. WCAG 1.4.4. Fix:
/// a text style (`.font(.body)`) or `.font(.system(size: 17, relativeTo: .body))`.
public struct DynamicTypeFixedFont: VisualRule {
    public static let info = CheckDescription(
        id: .dynamicTypeFixedFont, title: "Text ignores Dynamic Type", severity: .serious, wcag: ["1.4.4"],
        explanation:
            "Text is drawn in a fixed point size that does not scale with the person's preferred text size. Someone who needs larger text (up to 200 % and beyond at the accessibility sizes) still gets the small size.",
        fix:
            "use a text style, .font(.headline), or a custom size that scales: .font(.custom(\"Brand\", size: 17, relativeTo: .body)); for numbers in layout use @ScaledMetric"
    )

    public init() {}

    let filter = VisualFilter.text

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        let nodes = group.nodes
        let fixed = nodes.filter { $0.1.font?.scalesWithDynamicType == false }
        guard let (_, node) = fixed.first, let font = node.font else { return .pass }
        let more = fixed.count > 1 ? " (and \(fixed.count - 1) more)" : ""
        return .violation("text \(VisualGroups.name(node)) has a fixed \(Format.number(font.size)) pt font that does not follow Dynamic Type\(more)")
    }
}
