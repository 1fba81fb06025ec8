import AccessibilityModel

/// Flags a focusable control or a meaningful image with neither a label nor a
/// value, a text field with no label (serious: its value is the text typed
/// or the placeholder, which disappears once text is typed; decision 23), and
/// a focus stop that says nothing at all (serious: no label, value, role, hint,
/// actions or content; iOS makes such a view an element and VoiceOver lands on
/// it in silence, as AccessibilitySnapshot's reference images of an empty
/// `Circle` element show; Google's Accessibility Test Framework reports the
/// same as `SpeakableTextPresentCheck`).
///
/// VoiceOver can only say the role (“Button.”), so the person cannot tell what
/// the control does. WCAG 1.1.1, 4.1.2. Fix: `.accessibilityLabel("…")`, or
/// `Image(decorative:)` / `.accessibilityHidden(true)` for decoration.
public struct LabelMissing: StopRule {
    public static let info = CheckDescription(
        id: .labelMissing, title: "Control, image or focus stop without a label", severity: .critical,
        severityNote:
            "critical for a control, serious for an image, for a text field labelled only by its placeholder and for a focus stop that says nothing",
        wcag: ["1.1.1", "4.1.2"],
        explanation:
            "A focus stop that a person operates, or an image exposed to assistive technology, has no label and no value. VoiceOver reads only its role (“Button.”, “Image.”), and Voice Control has no name to say, so the person cannot tell what it is or does. A text field needs a label of its own: its value is the text typed, or its placeholder while it is empty, and the placeholder disappears once the person types, taking the field's name with it. A focus stop with no label, value, role or hint at all (a view made an element with .accessibilityElement() and never named) is reached and says nothing: VoiceOver lands on it in silence.",
        fix:
            "give it a name with .accessibilityLabel(\"Add to cart\") (or a Text in the Button's label); hide decorative images with Image(decorative:) or .accessibilityHidden(true), and a view that only decorates with .accessibilityHidden(true) rather than making it an element; give a text field a title and a prompt, TextField(\"Email\", text: $email, prompt: Text(\"name@example.com\")), or .accessibilityLabel(\"Email\")"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        let isControl = node.isInteractive
        guard isControl || node.isImage else { return silence(stop) }
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

    /// A stop that is neither a control nor an image, and says nothing at all: VoiceOver lands on it in silence.
    private func silence(_ stop: AuditedStop) -> Verdict? {
        let node = stop.node
        guard stop.spoken.allSatisfy(\.isWhitespace) else { return nil }
        guard (node.hint ?? "").allSatisfy(\.isWhitespace), node.customActions.isEmpty, node.customContent.isEmpty else { return nil }
        return .violation("focus stop with no label, value or role: VoiceOver lands on it and says nothing", severity: .serious)
    }

    private func roleName(_ node: AccessibilityNode) -> String {
        let names = node.traits.intersection(.roles).names
        guard names.isEmpty else { return names.joined(separator: ",") }
        let actions = node.actions.names + node.customActions.map { "\"\($0)\"" }
        return "actions: " + actions.joined(separator: ",")
    }
}
