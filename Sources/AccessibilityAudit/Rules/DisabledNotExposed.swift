import AccessibilityModel

/// Flags a control drawn as disabled that does not expose `notEnabled`.
///
/// VoiceOver says “Dimmed” only for `notEnabled`; without it the person tries
/// a control that does nothing. WCAG 4.1.2. Fix: `.disabled(true)`.
public struct DisabledNotExposed: StopRule {
    public static let info = CheckDescription(
        id: .disabledNotExposed, title: "Disabled state not exposed", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "The control is rendered disabled (isEnabled is false in its environment, and it draws itself dimmed) but does not carry the notEnabled trait. VoiceOver does not say “Dimmed”, so a person activates it and nothing happens, with no explanation.",
        fix:
            "disable it the SwiftUI way, .disabled(!canSubmit), which exposes the state; a custom control should read @Environment(\\.isEnabled) and not add its own gesture when disabled"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard !stop.node.isRenderedEnabled, stop.node.isInteractive else { return nil }
        let node = stop.node
        if node.traits.contains(.notEnabled) { return .pass }
        return .violation("\"\(stop.spoken)\" is drawn disabled but does not expose notEnabled (VoiceOver does not say \"Dimmed\")")
    }
}
