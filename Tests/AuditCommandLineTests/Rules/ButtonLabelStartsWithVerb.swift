import AccessibilityAudit

/// A design system's own rule, as a user's package writes one: every button
/// label starts with a verb from the system's list.
struct ButtonLabelStartsWithVerb: StopRule {
    static let info = CheckDescription(
        id: "ds-button-verb", title: "Button label without a verb", severity: .moderate, wcag: ["2.4.6"],
        explanation: "The design system names every button by what it does, starting with a verb from its list.",
        fix: "start the label with one of the verbs: .accessibilityLabel(\"Add to cart\")")

    static let verbs: Set<String> = ["Add", "Buy", "Delete", "Open", "Save", "Send"]

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
        let first = label.split(separator: " ").first.map(String.init) ?? ""
        return Self.verbs.contains(first) ? .pass : .violation("button label \"\(label)\" does not start with a verb of the design system")
    }
}

/// A rule that takes a built-in rule's ID.
struct Impostor: StopRule {
    static let info = CheckDescription(
        id: .labelMissing, title: "Impostor", severity: .minor, wcag: [],
        explanation: "Takes a built-in ID.", fix: "Choose another ID.")

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? { nil }
}
