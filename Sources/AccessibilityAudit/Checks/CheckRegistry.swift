import AccessibilityModel

/// Every check the audit runs, in a fixed order: static rules, the cross-state
/// rule, contracts, then invariance checks.
///
/// ```swift
/// CheckRegistry.description(of: "contrast-text")?.explanationText
/// ```
public enum CheckRegistry {
    /// The static one-tree rules, in report order.
    public static let rules: [any Rule] = runs.map(\.rule)

    /// How the audit runs each rule, in report order: on its own, together
    /// with the other rules that judge one stop at a time, or together with
    /// the other rules about what is drawn. Said here rather than found by a
    /// dynamic cast, which searches every conformance of the program.
    private enum Run {
        case alone(any Rule)
        case byStop(any StopRule)
        case visual(any VisualRule)

        var rule: any Rule {
            switch self {
            case .alone(let rule): rule
            case .byStop(let rule): rule
            case .visual(let rule): rule
            }
        }
    }

    private static let runs: [Run] = [
        .byStop(LabelMissing()), .byStop(ImageLabelDerived()), .byStop(LabelRedundantRole()), .byStop(LabelPunctuation()),
        .byStop(LabelInName()), .alone(DuplicateLabel()), .byStop(ActionWithoutRole()), .alone(InteractiveUnreachable()),
        .byStop(AdjustableMissingValue()), .byStop(AdjustableMissingAction()), .byStop(ToggleMissingState()),
        .byStop(DisabledNotExposed()), .alone(TargetSize()), .visual(ContrastText()), .visual(ContrastNonText()),
        .visual(DynamicTypeFixedFont()), .visual(TextClipped()), .visual(MotionNotReduced()), .byStop(ReadingOrderRule()),
        .byStop(HeadingMissing()), .byStop(LabelTooLong()), .byStop(ConflictingTraits()),
    ]

    /// The rules that run on their own, with their positions in ``rules``.
    static let aloneRules: [(position: Int, rule: any Rule)] = runs.enumerated().compactMap { position, run in
        if case .alone(let rule) = run { (position, rule) } else { nil }
    }

    /// The rules that judge one stop at a time, with their positions in ``rules``.
    static let stopRules: [(position: Int, rule: any StopRule)] = runs.enumerated().compactMap { position, run in
        if case .byStop(let rule) = run { (position, rule) } else { nil }
    }

    /// The rules about what is drawn, with their positions in ``rules``.
    static let visualRules: [(position: Int, rule: any VisualRule)] = runs.enumerated().compactMap { position, run in
        if case .visual(let rule) = run { (position, rule) } else { nil }
    }

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
        var outcomes = [[ElementOutcome]](repeating: [], count: runs.count)
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
        for entry in aloneRules.indices {
            outcomes[aloneRules[entry].position] = aloneRules[entry].rule.check(context).filter(keep)
        }
        let visual = VisualGroups.outcomes(of: visualRules.map(\.rule), in: context, keep: keep)
        for entry in visualRules.indices { outcomes[visualRules[entry].position] = visual[entry] }
        let byStop = stopRules
        for index in context.stops.indices {
            // The stop after next is on its way while these two are judged.
            context.stops.prefetchNode(ofStop: index + 2)
            judge(context.stops[index], at: index, by: byStop, in: context, into: &outcomes, keep: keep)
        }
        return outcomes
    }

    /// The stop rules' outcomes on one stop. The stop is lent straight from
    /// the context's array: a copy of it counted a reference in its node,
    /// a cache miss per stop on a large tree.
    @inline(never)
    private static func judge(_ stop: AuditedStop, at index: Int, by byStop: [(position: Int, rule: any StopRule)],
                              in context: RuleContext, into outcomes: inout [[ElementOutcome]],
                              keep: (ElementOutcome) -> Bool) {
        for entry in byStop.indices {
            if let outcome = byStop[entry].rule.check(stop, at: index, in: context), keep(outcome) {
                outcomes[byStop[entry].position].append(outcome)
            }
        }
    }

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
