import AccessibilityModel

/// Flags styles of one component whose semantics differ from the default
/// style's in the same state and environment.
///
/// A style changes the look, never the meaning: a VoiceOver user must get the
/// same stops, labels, values, traits and actions whichever style a screen
/// uses. WCAG 4.1.2, 3.2.4. Fix: move accessibility modifiers from the style
/// onto the component.
public struct StyleInvariance: CrossCellCheck {
    public static let info = CheckDescription(
        id: .styleInvariance, kind: .invariance, title: "Semantics differ between styles", severity: .serious, wcag: ["4.1.2", "3.2.4"],
        explanation:
            "Rendered in the same state and environment, this style exposes different focus stops, labels, values, traits, actions or order from the component's default style. Styles should change only the appearance; semantics that live in one style (an adjustable action, a combined element) vanish when a screen picks another. The finding shows the two signatures as a diff.",
        fix:
            "put accessibility modifiers on the component's body, outside the style (.accessibilityElement(children: .combine).accessibilityValue(…).accessibilityAdjustableAction { … } around style.makeBody), so every style inherits them"
    )

    public init() {}

    /// Each style's cells against the first style's in the same state and settings.
    public var pairing: CellPairing { .styles }

    /// A violation, with the diff of the two signatures, when the cell's
    /// semantics differ from the first style's.
    public func compare(_ cell: AuditedCell, with base: AuditedCell) -> CrossCellVerdict? {
        // The same signature has no difference to write out (most cells of a design system).
        if cell.signature == base.signature { return .pass }
        let diff = SignatureDiff.lines(base.signature, cell.signature, leftName: "style \(base.style)", rightName: "style \(cell.style)")
        if diff.isEmpty { return .pass }
        return .violation("semantics of style \(cell.style) differ from style \(base.style):", diff: diff)
    }
}
