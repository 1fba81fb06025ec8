import AccessibilityModel

/// Flags a switch (toggle trait) whose on/off state is not exposed as its value.
///
/// VoiceOver reads a switch's state from its value (“On.”/“Off.”). WCAG 4.1.2.
/// Fix: build it on `Toggle`, or `.accessibilityValue(isOn ? "On" : "Off")`.
public struct ToggleMissingState: StopRule {
    public static let info = CheckDescription(
        id: .toggleMissingState, title: "Switch without its state", severity: .critical, wcag: ["4.1.2"],
        explanation:
            "The element has the toggle (switch button) trait but no value, so VoiceOver cannot say whether it is on or off, before or after activation.",
        fix: "use Toggle(isOn:), whose value is exposed, or add .accessibilityValue(isOn ? \"On\" : \"Off\") with .accessibilityAddTraits(.isToggle)")

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.toggle) else { return nil }
        if stop.node.trimmedValue != nil { return .pass }
        return .violation("switch \"\(stop.node.label ?? "")\" exposes no on/off value; VoiceOver reads \"\(stop.spoken)\"")
    }
}
