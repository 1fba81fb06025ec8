import AccessibilityModel

/// A rule that judges each focus stop on its own, from the stop, its index
/// and the context.
///
/// The audit runs every such rule on one stop before going on to the next
/// (``CheckRegistry/outcomes(of:)``): a large tree's stops and nodes are not
/// in cache, and a rule-by-rule loop brought each of them in once per rule.
/// The outcomes, and their order within each rule, are those of the rule's
/// own ``Rule/check(_:)``.
protocol StopRule: Rule {
    /// The outcome at one stop, or `nil` when the rule does not apply to it.
    func check(_ stop: AuditedStop, at index: Int, in context: RuleContext) -> ElementOutcome?
}

extension StopRule {
    /// Every stop's outcome, in stop order: the body of the rule's ``Rule/check(_:)``.
    func checkEachStop(_ context: RuleContext) -> [ElementOutcome] {
        var outcomes: [ElementOutcome] = []
        for index in context.stops.indices {
            if let outcome = check(context.stops[index], at: index, in: context) { outcomes.append(outcome) }
        }
        return outcomes
    }
}
