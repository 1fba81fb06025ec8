import AccessibilityModel

/// Flags text that is truncated or clipped at the current Dynamic Type size.
///
/// Enlarged text that ends in “…” loses content. WCAG 1.4.4. Fix: let it wrap
/// (`.lineLimit(nil)`, `.fixedSize(horizontal: false, vertical: true)`) and
/// reflow stacks at accessibility sizes.
public struct TextClipped: DrawingRule {
    public static let info = CheckDescription(
        id: .textClipped, title: "Text truncated or clipped", severity: .serious, wcag: ["1.4.4"],
        explanation:
            "Text is cut off (truncated with an ellipsis or clipped by its frame) at this text size. People who enlarge text lose exactly the content they enlarged it to read.",
        fix:
            "let text wrap and containers grow: remove fixed heights, use .lineLimit(nil) or .fixedSize(horizontal: false, vertical: true), and switch an HStack to a VStack when dynamicTypeSize.isAccessibilitySize"
    )

    /// Truncation, and the Dynamic Type size (named in the message).
    public static let reads = CheckReads.tree.reading(.dynamicTypeSize).measuring(.fonts)

    /// What the rule says about a text.
    public enum Message: Hashable, Sendable, CustomStringConvertible {
        /// The text is truncated at this Dynamic Type size (`nil` when the settings are unknown).
        case truncated(text: String, at: DynamicTypeSize?)

        public var description: String {
            switch self {
            case .truncated(let text, let size): "text \(text) is truncated" + (size.map { " at dynamicTypeSize=\($0.rawValue)" } ?? "")
            }
        }
    }

    public init() {}

    public let looksAt = DrawnItems.textOrTruncated

    public func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        guard let node = drawing.nodes.first(where: { $0.node.isTruncated })?.node else { return .pass }
        return .violation(.truncated(text: VisualGroups.name(node), at: context.settings?.dynamicTypeSize))
    }
}
