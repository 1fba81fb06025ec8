import AccessibilityModel
import ScreenReader

/// Runs a set of rules on one tree and gathers their outcomes, one list per
/// rule in the set's order.
///
/// The engine owns what the rules leave out. Rules that judge one stop at a
/// time run together, stop by stop, so that each stop and its node are
/// brought into cache once for all of them, with the node of a stop two ahead
/// already on its way. Rules about what is drawn run together in one pass
/// over the nodes (``VisualGroups``): a ``DrawingRule`` only says what it
/// looks at and what it concludes about one group. Whole-tree rules run on their own. And
/// when the audit only counts passes, the engine counts them instead of
/// keeping each with its element.
struct RuleEngine: Sendable {
    /// How a rule is run (``RuleKind``).
    enum Run: Sendable {
        case tree(any TreeRule)
        case byStop(any StopRule)
        case drawing(any DrawingRule)

        var rule: any Rule {
            switch self {
            case .tree(let rule): rule
            case .byStop(let rule): rule
            case .drawing(let rule): rule
            }
        }
    }

    /// One rule of the set, with the ID and severity its outcomes carry.
    private struct Entry: Sendable {
        var run: Run
        var id: RuleID
        var severity: Severity
        var overridesSeverity: Bool
    }

    private let entries: [Entry]
    private let treeRules: [Int]
    /// The stop rules and, beside them, the positions of their reports.
    private let stopRules: [any StopRule]
    private let stopRulePositions: [Int]
    private let visualRules: VisualRuleSet

    /// What the rules of the set read, together.
    let reads: CheckReads

    /// The rules of the set, in its order.
    var rules: [any Rule] { entries.map(\.run.rule) }

    /// A set of rules run as `runs` says, with the severities of `overrides` in place of their own.
    init(_ runs: [Run], severities overrides: [RuleID: Severity] = [:]) {
        let entries = runs.map { run in
            let info = type(of: run.rule).info
            return Entry(
                run: run, id: info.id, severity: overrides[info.id] ?? info.severity,
                overridesSeverity: overrides[info.id] != nil)
        }
        self.entries = entries
        treeRules = entries.indices.filter { if case .tree = entries[$0].run { true } else { false } }
        let stops = entries.indices.compactMap { if case .byStop(let rule) = entries[$0].run { ($0, rule) } else { nil } }
        stopRules = stops.map(\.1)
        stopRulePositions = stops.map(\.0)
        visualRules = VisualRuleSet(entries.indices.compactMap { if case .drawing(let rule) = entries[$0].run { ($0, rule) } else { nil } })
        reads = entries.reduce(CheckReads(settings: [])) { $0.union(type(of: $1.run.rule).reads) }
    }

    /// A set of rules, each run as its kind says.
    init(rules: [any Rule], severities overrides: [RuleID: Severity] = [:]) {
        self.init(rules.map(\.kind.run), severities: overrides)
    }

    /// The set followed by `rules`, each run as its kind says.
    func adding(_ rules: [any Rule]) -> RuleEngine {
        RuleEngine(entries.map(\.run) + rules.map(\.kind.run))
    }

    /// The rules of the set that `included` accepts, with the severities of `overrides` in place of their own.
    func selecting(_ included: (RuleID) -> Bool, severities overrides: [RuleID: Severity]) -> RuleEngine {
        RuleEngine(entries.filter { included($0.id) }.map(\.run), severities: overrides)
    }

    /// A report for the rule at `position`.
    private func report(for position: Int, keeping: Keeping) -> RuleReport {
        RuleReport(
            rule: entries[position].id, severity: entries[position].severity,
            overridesSeverity: entries[position].overridesSeverity,
            keepsPasses: keeping != .findings, keepsInapplicable: keeping == .everything)
    }

    /// What a run keeps of the verdicts, besides violations and incompletes.
    enum Keeping {
        /// Passes and inapplicable outcomes too.
        case everything
        /// Passes too.
        case decided
        /// Nothing else: passes are counted.
        case findings
    }

    /// Every rule's outcomes on one tree, passes and inapplicable ones included.
    func outcomes(of context: RuleContext) -> [[ElementOutcome]] {
        var passes = 0
        return outcomes(of: context, keeping: .everything, passes: &passes)
    }

    /// Every rule's outcomes on one tree but the inapplicable ones, in one
    /// list in the set's order (what an audit cell reports).
    ///
    /// A cell has few stops, so here the stop rules run rule by rule, each
    /// over every stop, and their outcomes go straight into the list in its
    /// order: no list per rule is built and then copied (the same outcomes,
    /// in the same order, as ``outcomes(of:)`` gives).
    func decidedOutcomes(of context: RuleContext) -> [ElementOutcome] {
        var reports = entries.indices.map { report(for: $0, keeping: .decided) }
        runTreeAndVisualRules(on: context, into: &reports)
        var outcomes: [ElementOutcome] = []
        outcomes.reserveCapacity(reports.reduce(0) { $0 + $1.outcomes.count } + stopRules.count * context.stops.count)
        var visiting = context
        var nextStopRule = 0
        for position in entries.indices {
            guard nextStopRule < stopRules.count, stopRulePositions[nextStopRule] == position else {
                outcomes += reports[position].outcomes
                continue
            }
            let rule = stopRules[nextStopRule]
            for index in context.stops.indices {
                visiting.position = index
                if let verdict = rule.check(context.stops[index], in: visiting),
                    let kept = reports[position].kept(verdict, at: context.stops[index])
                {
                    outcomes.append(kept)
                }
            }
            nextStopRule += 1
        }
        return outcomes
    }

    /// Every rule's outcomes on one tree, in the set's order; when
    /// `keepingPasses` is off, passes are counted in `passes` instead of kept,
    /// and inapplicable outcomes are dropped.
    func outcomes(of context: RuleContext, keepingPasses: Bool, passes: inout Int) -> [[ElementOutcome]] {
        outcomes(of: context, keeping: keepingPasses ? .everything : .findings, passes: &passes)
    }

    /// Every rule's outcomes on one tree, in the set's order, keeping what
    /// `keeping` says; passes that are not kept are counted in `passes`.
    func outcomes(of context: RuleContext, keeping: Keeping, passes: inout Int) -> [[ElementOutcome]] {
        var reports = entries.indices.map { report(for: $0, keeping: keeping) }
        runTreeAndVisualRules(on: context, into: &reports)
        if !stopRules.isEmpty {
            var visiting = context
            context.stops.visitIndexes { index in
                visiting.position = index
                judge(context.stops[index], in: visiting, into: &reports)
            }
        }
        for report in reports { passes += report.passes }
        return reports.map(\.outcomes)
    }

    /// The whole-tree rules, then the rules about what is drawn (one pass over the nodes).
    private func runTreeAndVisualRules(on context: RuleContext, into reports: inout [RuleReport]) {
        for position in treeRules {
            guard case .tree(let rule) = entries[position].run else { continue }
            rule.check(context, into: &reports[position])
        }
        if !visualRules.isEmpty {
            VisualGroups.check(visualRules, in: context, into: &reports)
        }
    }

    /// The stop rules' verdicts on one stop, lent straight from the context's
    /// array (a copy would count a reference in its node).
    @inline(never)
    private func judge(_ stop: AuditedStop, in context: RuleContext, into reports: inout [RuleReport]) {
        for entry in stopRules.indices {
            if let verdict = stopRules[entry].check(stop, in: context) {
                reports[stopRulePositions[entry]].add(verdict, at: stop)
            }
        }
    }
}

extension [AuditedStop] {
    /// Where a stop keeps its node, for the passes below.
    private static let nodeField = NodeField(\AuditedStop.node)

    /// Calls `body` with each stop's index, in order, while the node of the
    /// stop two ahead is already on its way into the cache: on a tree larger
    /// than the cache, each node is otherwise a wait on memory.
    func visitIndexes(_ body: (Int) -> Void) {
        for index in indices {
            prefetchNode(of: index + 2, in: Self.nodeField)
            body(index)
        }
    }

    /// Calls `body` with the index of each stop that `isIncluded` accepts, in
    /// order, while the nodes of the next four accepted stops are on their way
    /// into the cache.
    func visitIndexes(where isIncluded: (Int) -> Bool, _ body: (Int) -> Void) {
        forEachIndex(where: isIncluded, bringingNodesIn: Self.nodeField, ahead: 4, body)
    }
}
