import AccessibilityModel

/// Flags an image (or a control labelled by its image) whose label was derived
/// from a symbol or file name.
///
/// `star.fill` is read “star fill”, `icon_cart.png` letter by letter; neither
/// tells what the image means. WCAG 1.1.1. Fix: `.accessibilityLabel("Favorite")`.
public struct ImageLabelDerived: StopRule {
    public static let info = CheckDescription(
        id: .imageLabelDerived, title: "Label derived from an image name", severity: .serious, wcag: ["1.1.1"],
        explanation:
            "Nobody wrote this element's label: it was derived from an SF Symbol or image file name, or it looks like one (underscores, file extensions, dotted symbol names). VoiceOver reads the name (“star fill”, “icon underscore cart dot png”), which describes the drawing rather than its meaning.",
        fix:
            "describe the meaning: Image(systemName: \"star.fill\").accessibilityLabel(\"Favorite\"), or Button(\"Add to cart\", systemImage: \"cart\") so the title becomes the label; hide it with .accessibilityHidden(true) if it is decoration"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        guard node.isImage || (node.isInteractive && node.labelOrigin != nil) else { return nil }
        guard let label = node.trimmedLabel else { return nil }
        if let origin = node.labelOrigin {
            let source = origin == .symbolName ? "symbol name" : "image name"
            return .violation("label \"\(label)\" is derived from the \(source); VoiceOver reads \"\(stop.spoken)\"")
        }
        if Self.looksLikeFileName(label) {
            return .violation("label \"\(label)\" looks like a file or symbol name")
        }
        return .pass
    }

    /// `icon_cart.png`, `cart.badge.plus`, `btn-close`: no spaces and a separator or file extension.
    static func looksLikeFileName(_ label: String) -> Bool {
        if label.contains(" ") { return false }
        let lower = label.lowercased()
        for ext in [".png", ".jpg", ".jpeg", ".pdf", ".heic", ".gif", ".svg", ".webp"] where lower.hasSuffix(ext) { return true }
        if label.contains("_") { return true }
        let dotted = label.split(separator: ".")
        if dotted.count >= 2, dotted.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
            label == lower
        {
            return true
        }
        return false
    }
}
