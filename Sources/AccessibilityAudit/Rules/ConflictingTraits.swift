import AccessibilityModel

/// Flags traits that contradict each other: button and link, or static text
/// and a control role.
///
/// VoiceOver speaks both roles and the person cannot tell what will happen.
/// WCAG 4.1.2. Fix: keep one role (`.accessibilityRemoveTraits(.isLink)`).
public struct ConflictingTraits: StopRule {
    public static let info = CheckDescription(
        id: .conflictingTraits, title: "Conflicting traits", severity: .moderate, wcag: ["4.1.2"],
        explanation:
            "The element has traits that contradict each other: it is both a button and a link (does it act here or navigate away?), or it is marked static text while also being adjustable or a text field. VoiceOver speaks both roles and assistive technologies treat it inconsistently.",
        fix:
            "keep one role: .accessibilityRemoveTraits(.isLink) for an in-place action, .accessibilityRemoveTraits(.isButton) for navigation; remove .isStaticText from controls"
    )

    static let pairs: [(ElementTraits, ElementTraits)] = [
        (.button, .link), (.staticText, .adjustable), (.staticText, .textEntry), (.staticText, .searchField),
    ]

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.isInteractive else { return nil }
        for (a, b) in Self.pairs where stop.node.traits.isSuperset(of: a.union(b)) {
            return .violation("\"\(stop.spoken)\" has both \(a.names[0]) and \(b.names[0]) traits")
        }
        return .pass
    }
}
