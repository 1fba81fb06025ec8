import AccessibilityModel

/// Flags styles of one component whose semantics differ from the default
/// style's in the same state and environment.
///
/// A style changes the look, never the meaning: a VoiceOver user must get the
/// same stops, labels, values, traits and actions whichever style a screen
/// uses. WCAG 4.1.2, 3.2.4. Fix: move accessibility modifiers from the style
/// onto the component.
public struct StyleInvariance: Sendable {
    public static let info = CheckDescription(
        id: .styleInvariance, kind: .invariance, title: "Semantics differ between styles", severity: .serious, wcag: ["4.1.2", "3.2.4"],
        explanation:
            "Rendered in the same state and environment, this style exposes different focus stops, labels, values, traits, actions or order from the component's default style. Styles should change only the appearance; semantics that live in one style (an adjustable action, a combined element) vanish when a screen picks another. The finding shows the two signatures as a diff.",
        fix:
            "put accessibility modifiers on the component's body, outside the style (.accessibilityElement(children: .combine).accessibilityValue(…).accessibilityAdjustableAction { … } around style.makeBody), so every style inherits them"
    )

    /// The violation when `style` differs from `reference` (with the diff of the two signatures), or a pass.
    static func compare(
        _ signature: SemanticSignature, style: String, with reference: SemanticSignature,
        referenceStyle: String
    ) -> (Outcome, String, diff: [String]?) {
        // The same signature has no difference to write out (most cells of a design system).
        if signature == reference { return (.pass, "", nil) }
        let diff = SignatureDiff.lines(reference, signature, leftName: "style \(referenceStyle)", rightName: "style \(style)")
        if diff.isEmpty { return (.pass, "", nil) }
        return (.violation, "semantics of style \(style) differ from style \(referenceStyle):", diff)
    }
}
