import AccessibilityModel

/// Flags a focusable control or a meaningful image with neither a label nor a value.
///
/// VoiceOver can only say the role (“Button.”), so the person cannot tell what
/// the control does. WCAG 1.1.1, 4.1.2. Fix: `.accessibilityLabel("…")`, or
/// `Image(decorative:)` / `.accessibilityHidden(true)` for decoration.
public struct LabelMissing: StopRule {
    public static let info = CheckDescription(
        id: .labelMissing, title: "Control or image without a label", severity: .critical,
        severityNote: "critical for a control, serious for an image", wcag: ["1.1.1", "4.1.2"],
        explanation: "A focus stop that a person operates, or an image exposed to assistive technology, has no label and no value. VoiceOver reads only its role (“Button.”, “Image.”), and Voice Control has no name to say, so the person cannot tell what it is or does.",
        fix: "give it a name with .accessibilityLabel(\"Add to cart\") (or a Text in the Button's label); hide decorative images with Image(decorative:) or .accessibilityHidden(true)")

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        let isControl = node.isInteractive
        guard isControl || node.isImage else { return nil }
        if node.trimmedLabel != nil || node.trimmedValue != nil { return .pass }
        let what = isControl ? "control (\(roleName(node)))" : "image"
        return .violation("\(what) has no label and no value; VoiceOver says only \"\(stop.spoken)\"",
                         severity: isControl ? .critical : .serious)
    }

    private func roleName(_ node: AccessibilityNode) -> String {
        let names = node.traits.intersection(.roles).names
        return names.isEmpty ? "actions: " + node.actions.names.joined(separator: ",") : names.joined(separator: ",")
    }
}
