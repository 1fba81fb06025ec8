import AccessibilityModel

/// Flags text that is truncated or clipped at the current Dynamic Type size.
///
/// Enlarged text that ends in “…” loses content. WCAG 1.4.4. Fix: let it wrap
/// (`.lineLimit(nil)`, `.fixedSize(horizontal: false, vertical: true)`) and
/// reflow stacks at accessibility sizes.
public struct TextClipped: VisualRule {
    public static let info = CheckDescription(
        id: .textClipped, title: "Text truncated or clipped", severity: .serious, wcag: ["1.4.4"],
        explanation:
            "Text is cut off (truncated with an ellipsis or clipped by its frame) at this text size. People who enlarge text lose exactly the content they enlarged it to read.",
        fix:
            "let text wrap and containers grow: remove fixed heights, use .lineLimit(nil) or .fixedSize(horizontal: false, vertical: true), and switch an HStack to a VStack when dynamicTypeSize.isAccessibilitySize"
    )

    public init() {}

    let filter = VisualFilter.textOrTruncated

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        let nodes = group.nodes
        guard let (_, node) = nodes.first(where: { $0.1.isTruncated }) else { return .pass }
        let size = context.settings.map { " at dynamicTypeSize=\($0.dynamicTypeSize.rawValue)" } ?? ""
        return .violation("text \(VisualGroups.name(node)) is truncated\(size)")
    }
}
