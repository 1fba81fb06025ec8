/// Every check the audit runs, in a fixed order: static rules, the cross-state
/// rule, contracts, then invariance checks.
///
/// ```swift
/// CheckRegistry.description(of: "contrast-text")?.explanationText
/// ```
public enum CheckRegistry {
    /// The static one-tree rules, in report order.
    public static let rules: [any Rule] = [
        LabelMissing(), ImageLabelDerived(), LabelRedundantRole(), LabelPunctuation(), LabelInName(),
        DuplicateLabel(), ActionWithoutRole(), InteractiveUnreachable(), AdjustableMissingValue(),
        AdjustableMissingAction(), ToggleMissingState(), DisabledNotExposed(), TargetSize(), ContrastText(),
        ContrastNonText(), DynamicTypeFixedFont(), TextClipped(), MotionNotReduced(), ReadingOrderRule(),
        HeadingMissing(), LabelTooLong(), ConflictingTraits(),
    ]

    /// Every rule's outcomes on one tree, in the order of ``rules``: what
    /// `rules.map { $0.check(context) }` gives, with the rules that judge stops
    /// one at a time run together, stop by stop, while each stop is in cache,
    /// and the rules about what is drawn run together in one pass over the nodes.
    package static func outcomes(of context: RuleContext) -> [[ElementOutcome]] {
        var passes = 0
        return outcomes(of: context, keepingPasses: true, passes: &passes)
    }

    /// Every rule's outcomes as ``outcomes(of:)`` gives them, but for passes
    /// and inapplicable outcomes when `keepingPasses` is off: those are dropped
    /// and the passes counted in `passes` (a large tree has a pass for nearly
    /// every stop and rule, and keeping them all at once filled the cache).
    static func outcomes(of context: RuleContext, keepingPasses: Bool, passes: inout Int) -> [[ElementOutcome]] {
        var outcomes = [[ElementOutcome]](repeating: [], count: rules.count)
        func keep(_ outcome: ElementOutcome) -> Bool {
            if keepingPasses { return true }
            switch outcome.outcome {
            case .pass:
                passes += 1
                return false
            case .inapplicable: return false
            case .violation, .incomplete: return true
            }
        }
        for (position, rule) in rules.enumerated() where stopRules[position] == nil && visualRules[position] == nil {
            outcomes[position] = rule.check(context).filter(keep)
        }
        let visual = visualRules.enumerated().compactMap { position, rule in rule.map { (position, $0) } }
        for (index, ruleOutcomes) in VisualGroups.outcomes(of: visual.map(\.1), in: context, keep: keep).enumerated() {
            outcomes[visual[index].0] = ruleOutcomes
        }
        let fused = stopRules.enumerated().compactMap { position, rule in rule.map { (position, $0) } }
        for index in context.stops.indices {
            let stop = context.stops[index]
            for (position, rule) in fused {
                if let outcome = rule.check(stop, at: index, in: context), keep(outcome) { outcomes[position].append(outcome) }
            }
        }
        return outcomes
    }

    /// Each rule of ``rules`` that judges stops one at a time, at its position; `nil` for the others.
    private static let stopRules: [(any StopRule)?] = rules.map { $0 as? any StopRule }

    /// Each rule of ``rules`` about what is drawn, at its position; `nil` for the others.
    private static let visualRules: [(any VisualRule)?] = rules.map { $0 as? any VisualRule }

    /// The contracts, driven through the simulated VoiceOver.
    public static let contracts: [any Contract] = [
        AdjustableContract(), ToggleContract(), ActivateContract(), CustomActionsContract(), FocusContract(), DeclaredContractCheck(),
    ]

    /// Every check's description, rules first, then contracts and invariance.
    public static let all: [CheckDescription] =
        rules.map(\.info) + [ColorOnlyState.info] + contracts.map(\.info) + [StyleInvariance.info, EnvironmentInvariance.info]

    /// The description of the check with this ID, or `nil`.
    public static func description(of id: RuleID) -> CheckDescription? {
        all.first { $0.id == id }
    }

    /// The ID nearest to a misspelt one, for "did you mean".
    public static func suggestion(for text: String) -> String? {
        Suggestion.nearest(to: text, in: all.map(\.id.rawValue))
    }

    /// The text of `a11y-audit rules`: one summary line per check, grouped by kind.
    public static var listing: String {
        var lines: [String] = []
        for kind in CheckKind.allCases {
            lines.append(kind == .rule ? "Rules" : kind == .contract ? "Contracts" : "Invariance")
            for check in all where check.kind == kind { lines.append("  " + check.summaryLine) }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}

import AccessibilityModel
