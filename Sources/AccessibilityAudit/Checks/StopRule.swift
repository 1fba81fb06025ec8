import AccessibilityModel

/// A rule that judges each focus stop on its own.
///
/// Return `nil` for a stop the rule does not look at, ``Verdict/pass`` for
/// one that satisfies it, and ``Verdict/violation(_:severity:measure:)`` with a
/// message for one that breaks it. The engine visits the stops in VoiceOver
/// order and reports each verdict at its stop.
/// ```swift
/// struct ButtonLabelStartsWithVerb: StopRule {
///     static let info = CheckDescription(id: "button-verb", title: "Button label without a verb", severity: .minor,
///                                        wcag: [], explanation: "…", fix: "…")
///     func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
///         guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
///         return label.hasPrefix("Add") ? .pass : .violation("\"\(label)\" does not start with a verb")
///     }
/// }
/// ```
/// It reads no setting (only the tree), which it declares so that cells of
/// the matrix may share their work: `static let reads = CheckReads.tree`.
/// A rule that reads a setting names it:
/// ```swift
/// static let reads = CheckReads.tree.reading(.differentiateWithoutColor)
/// ```
public protocol StopRule: Rule {
    /// The verdict on one stop, or `nil` when the rule does not look at it.
    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict?
}

extension StopRule {
    /// A stop rule: judged stop by stop, together with the other stop rules.
    public var kind: RuleKind { RuleKind(.byStop(self)) }
}
