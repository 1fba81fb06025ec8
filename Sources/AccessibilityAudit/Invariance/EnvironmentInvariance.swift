import AccessibilityModel

/// Flags semantics that change with a setting that must not change them.
///
/// Dark mode, contrast, text size, Bold Text, Reduce Motion and Reduce
/// Transparency change the look only. Disabled may add `notEnabled`; right-to-left
/// may mirror the order. WCAG 4.1.2. Fix: do not branch semantics on these settings.
public struct EnvironmentInvariance: Sendable {
    public static let info = CheckDescription(
        id: .environmentInvariance, kind: .invariance, title: "Semantics change with a setting", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "Compared with the default environment (same component, style and state), the semantics differ under a setting that must not change them: colour scheme, contrast, Dynamic Type size, Bold Text, Reduce Motion or Reduce Transparency. Turning isEnabled off may only add notEnabled, and right-to-left may only reorder the stops. A person who needs a setting must not lose a label, value, trait or action because of it.",
        fix:
            "keep accessibility modifiers independent of appearance settings: switch layouts at accessibility sizes (HStack → VStack) but keep the same .accessibilityLabel, .accessibilityValue and actions in both branches"
    )

    /// Compares a cell's signature with the reference cell's (default
    /// settings with the cell's `differentiateWithoutColor` and `locale`):
    /// the outcome, its message and, for a violation, the diff of the two signatures.
    static func compare(
        _ signature: SemanticSignature, settings: AccessibilitySettings,
        with reference: SemanticSignature, referenceSettings: AccessibilitySettings
    ) -> (Outcome, String, diff: [String]?) {
        var left = reference, right = signature
        if !settings.isEnabled && referenceSettings.isEnabled {
            left = left.removing(trait: "notEnabled")
            right = right.removing(trait: "notEnabled")
        }
        if left == right { return (.pass, "", nil) }
        if settings.layoutDirection != referenceSettings.layoutDirection, left.sortedStops == right.sortedStops { return (.pass, "", nil) }
        let diff = SignatureDiff.lines(left, right, leftName: referenceSettings.description, rightName: settings.description)
        return (.violation, "semantics differ from the default environment:", diff)
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
