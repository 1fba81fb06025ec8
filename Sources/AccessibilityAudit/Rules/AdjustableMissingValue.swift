import AccessibilityModel

/// Flags an adjustable element with no value.
///
/// After each swipe up or down VoiceOver speaks the value; without one the
/// person hears nothing change. WCAG 4.1.2. Fix: `.accessibilityValue(…)`.
public struct AdjustableMissingValue: StopRule {
    public static let info = CheckDescription(
        id: .adjustableMissingValue, title: "Adjustable element without a value", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "An element with the adjustable trait exposes no value. VoiceOver announces the value after every increment and decrement; without one, the person cannot tell the current setting or whether their swipe did anything.",
        fix: "expose the value: .accessibilityValue(Text(rating, format: .number)) or .accessibilityValue(\"3 of 5 stars\")")

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.adjustable) else { return nil }
        if stop.node.trimmedValue != nil { return .pass }
        return .violation("adjustable \"\(stop.node.label ?? "")\" has no value; VoiceOver reads \"\(stop.spoken)\"")
    }
}
