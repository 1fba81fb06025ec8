import AccessibilityModel

/// Flags semantics that change with a setting that must not change them.
///
/// Dark mode, contrast, text size, Bold Text, Reduce Motion and Reduce
/// Transparency change the look only. Disabled may add `notEnabled`; right-to-left
/// may mirror the order. WCAG 4.1.2. Fix: do not branch semantics on these settings.
public struct EnvironmentInvariance: CrossCellCheck {
    public static let info = CheckDescription(
        id: .environmentInvariance, kind: .invariance, title: "Semantics change with a setting", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "Compared with the default environment (same component, style and state), the semantics differ under a setting that must not change them: colour scheme, contrast, Dynamic Type size, Bold Text, Reduce Motion or Reduce Transparency. Turning isEnabled off may only add notEnabled, and right-to-left may only reorder the stops. A person who needs a setting must not lose a label, value, trait or action because of it.",
        fix:
            "keep accessibility modifiers independent of appearance settings: switch layouts at accessibility sizes (HStack → VStack) but keep the same .accessibilityLabel, .accessibilityValue and actions in both branches"
    )

    public init() {}

    /// Each cell against the default environment's render of the same style and state (`reference(for:)`).
    public var pairing: CellPairing { .environments }

    /// A violation, with the diff of the two signatures, when the cell's
    /// semantics differ from the reference's in a way its settings do not allow.
    public func compare(_ cell: AuditedCell, with reference: AuditedCell) -> CrossCellVerdict? {
        var left = reference.signature, right = cell.signature
        // Turning isEnabled off may add notEnabled.
        if !cell.settings.isEnabled && reference.settings.isEnabled {
            left = left.removing(trait: "notEnabled")
            right = right.removing(trait: "notEnabled")
        }
        if left == right { return .pass }
        // Right-to-left may reorder the stops.
        if cell.settings.layoutDirection != reference.settings.layoutDirection, left.sortedStops == right.sortedStops { return .pass }
        let diff = SignatureDiff.lines(left, right, leftName: reference.settings.description, rightName: cell.settings.description)
        return .violation("semantics differ from the default environment:", diff: diff)
    }

    /// The settings a cell is compared against: the defaults, keeping the
    /// settings that may legitimately change semantics in ways not allowed for
    /// (`differentiateWithoutColor` may add a cue, `locale` changes words),
    /// plus whatever the state and `--env` fix.
    static func reference(for settings: AccessibilitySettings) -> AccessibilitySettings {
        var reference = AccessibilitySettings()
        reference.differentiateWithoutColor = settings.differentiateWithoutColor
        reference.locale = settings.locale
        return reference
    }
}
