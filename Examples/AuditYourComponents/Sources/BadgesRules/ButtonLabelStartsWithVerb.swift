import AccessibilityAudit

/// Flags a button whose label does not start with one of the design system's verbs.
///
/// The design system names every button by what it does ("Open inbox", not
/// "Inbox"), so that VoiceOver and Voice Control users hear the action before
/// anything else. Fix: start the label with a verb from ``verbs``.
public struct ButtonLabelStartsWithVerb: StopRule {
    public static let info = CheckDescription(
        id: "badges-button-verb", title: "Button label without a verb", severity: .moderate, wcag: ["2.4.6"],
        explanation:
            "A button's label does not start with one of the design system's verbs (Open, Add, Delete, Mark, Send). People who use VoiceOver or Voice Control hear, and say, the label first: a label that names a place or a thing leaves them guessing what the button does.",
        fix: "start the label with the action: .accessibilityLabel(\"Open inbox, \\(unread) unread\")")

    /// The tree alone: no setting, so the audit shares the work of cells that differ only in settings.
    public static let reads = CheckReads.tree

    /// The verbs a button label may start with.
    public static let verbs: Set<String> = ["Open", "Add", "Delete", "Mark", "Send"]

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
        let firstWord = label.prefix { $0.isLetter }
        if Self.verbs.contains(String(firstWord)) { return .pass }
        return .violation("button label \"\(label)\" does not start with a verb (\(Self.verbs.sorted().joined(separator: ", ")))")
    }
}
