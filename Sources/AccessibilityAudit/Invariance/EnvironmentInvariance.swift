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
            "Compared with the default environment (same component, style and state), the semantics differ under a setting that must not change them: colour scheme, contrast, Dynamic Type size, Bold Text, Reduce Motion or Reduce Transparency. Turning isEnabled off may only add notEnabled, and right-to-left may only reorder the stops. The same stops in another order at another text size are minor: VoiceOver orders a row's elements by their tops, so a text that grows taller than the icon beside it is read first. A person who needs a setting must not lose a label, value, trait or action because of it.",
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
        // Another text size may reorder the same stops: VoiceOver orders the elements of a row by
        // their tops (8 pt apart or more make a new row), and a text that wraps to more lines
        // than the icon beside it starts above it. That is iOS reading the new layout, not a
        // semantics change; the order is worth a look (WCAG 1.3.2), no more.
        if cell.settings.dynamicTypeSize != reference.settings.dynamicTypeSize, left.sortedStops == right.sortedStops {
            return .violation(
                "VoiceOver reads the same stops in another order at this text size (it orders a row by each element's top, and a taller text starts above its icon); check the order still reads well, or keep it with .accessibilityElement(children: .combine) or .accessibilitySortPriority(_:)",
                severity: .minor, diff: diff)
        }
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
