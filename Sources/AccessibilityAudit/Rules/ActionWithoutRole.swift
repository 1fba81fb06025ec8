import AccessibilityModel

/// Flags a focus stop that reacts to activation or adjustment but exposes no role.
///
/// A view with `.onTapGesture` is read as plain text: nobody knows it can be
/// activated. WCAG 4.1.2. Fix: use a `Button`, or add `.accessibilityAddTraits(.isButton)`.
public struct ActionWithoutRole: StopRule {
    public static let info = CheckDescription(
        id: .actionWithoutRole, title: "Action without a role", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "The element handles activation (a tap gesture) or increment and decrement, but has no button, link, toggle, adjustable or similar trait. VoiceOver reads it like static text, so a person does not know it does anything, and Switch Control and Full Keyboard Access may skip it.",
        fix:
            "build it on a Button (or Toggle) instead of .onTapGesture, or add the role: .accessibilityAddTraits(.isButton); for increment/decrement use .accessibilityAdjustableAction, which adds the adjustable trait"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.handlesActions else { return nil }
        let node = stop.node
        let roles = node.traits.intersection(.roles)
        if node.actions.contains(.activate), roles.isEmpty {
            return .violation("\"\(stop.spoken)\" handles activation but has no button, link or toggle trait")
        }
        if !node.actions.intersection([.increment, .decrement]).isEmpty, !node.traits.contains(.adjustable) {
            return .violation(
                "\"\(stop.spoken)\" handles \(node.actions.intersection([.increment, .decrement]).names.joined(separator: " and ")) but has no adjustable trait"
            )
        }
        return .pass
    }
}
