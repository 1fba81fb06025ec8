import AccessibilityModel

/// Flags an adjustable element that does not handle both increment and decrement.
///
/// VoiceOver promises “swipe up or down to adjust”; a missing direction does
/// nothing. WCAG 2.1.1, 4.1.2. Fix: `.accessibilityAdjustableAction { … }`
/// handling both directions.
public struct AdjustableMissingAction: StopRule {
    public static let info = CheckDescription(
        id: .adjustableMissingAction, title: "Adjustable element without increment and decrement", severity: .critical, wcag: ["2.1.1", "4.1.2"],
        explanation:
            "The element has the adjustable trait, so VoiceOver tells the person to swipe up or down to change it, but it does not handle both increment and decrement. The gesture does nothing in at least one direction and the value cannot be set without sight.",
        fix:
            "handle both directions: .accessibilityAdjustableAction { direction in switch direction { case .increment: value += 1; case .decrement: value -= 1; @unknown default: break } }"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.adjustable) else { return nil }
        let missing = StandardActions([.increment, .decrement]).subtracting(stop.node.actions)
        if missing.isEmpty { return .pass }
        return .violation("adjustable \"\(stop.node.label ?? "")\" does not handle \(missing.names.joined(separator: " or "))")
    }
}
