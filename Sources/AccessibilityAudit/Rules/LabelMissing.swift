import AccessibilityModel

/// Flags a focusable control or a meaningful image with neither a label nor a
/// value, and a text field with no label (serious: its value is the text typed
/// or the placeholder, which disappears once text is typed; decision 23).
///
/// VoiceOver can only say the role (“Button.”), so the person cannot tell what
/// the control does. WCAG 1.1.1, 4.1.2. Fix: `.accessibilityLabel("…")`, or
/// `Image(decorative:)` / `.accessibilityHidden(true)` for decoration.
public struct LabelMissing: StopRule {
    public static let info = CheckDescription(
        id: .labelMissing, title: "Control or image without a label", severity: .critical,
        severityNote: "critical for a control, serious for an image and for a text field labelled only by its placeholder", wcag: ["1.1.1", "4.1.2"],
        explanation:
            "A focus stop that a person operates, or an image exposed to assistive technology, has no label and no value. VoiceOver reads only its role (“Button.”, “Image.”), and Voice Control has no name to say, so the person cannot tell what it is or does. A text field needs a label of its own: its value is the text typed, or its placeholder while it is empty, and the placeholder disappears once the person types, taking the field's name with it.",
        fix:
            "give it a name with .accessibilityLabel(\"Add to cart\") (or a Text in the Button's label); hide decorative images with Image(decorative:) or .accessibilityHidden(true); give a text field a title and a prompt, TextField(\"Email\", text: $email, prompt: Text(\"name@example.com\")), or .accessibilityLabel(\"Email\")"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        let isControl = node.isInteractive
        guard isControl || node.isImage else { return nil }
        if node.traits.contains(.textEntry), node.trimmedLabel == nil {
            let shown = node.trimmedValue.map { "only its placeholder or text \"\($0)\"" } ?? "nothing"
            return .violation(
                "text field has no label: VoiceOver reads \(shown), which is gone once text is typed; VoiceOver says \"\(stop.spoken)\"",
                severity: .serious)
        }
        if node.trimmedLabel != nil || node.trimmedValue != nil { return .pass }
        let what = isControl ? "control (\(roleName(node)))" : "image"
        return .violation(
            "\(what) has no label and no value; VoiceOver says only \"\(stop.spoken)\"",
            severity: isControl ? .critical : .serious)
    }

    private func roleName(_ node: AccessibilityNode) -> String {
        let names = node.traits.intersection(.roles).names
        return names.isEmpty ? "actions: " + node.actions.names.joined(separator: ",") : names.joined(separator: ",")
    }
}
