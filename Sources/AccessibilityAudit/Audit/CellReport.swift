import AccessibilityModel
import ScreenReader

/// What one rendered cell (component × style × state × settings) produced:
/// check outcomes, the semantic and visual signatures, and its stops.
struct CellReport: Sendable {
    var outcomes: [ElementOutcome]
    var signature: SemanticSignature
    var visual: VisualSignature
    var stops: [AuditedStop]
    var settings: AccessibilitySettings
    /// The rendered tree, when it was asked for (``AuditPlan/Unit/keepsTree``).
    var tree: AccessibilityTree?
    /// The settings among those the audit may reuse a cell across (``CellReuse/noted``)
    /// that no subject of the cell read: a cell that differs from this one only in them is this cell.
    var unreadSettings: [AccessibilitySettings.Key] = []
    /// Whether the cell is a render of a live component (not a static tree,
    /// which draws the same at every setting).
    var isLive = true
    /// How many of ``outcomes`` come from the rules; the contracts' follow.
    var ruleOutcomeCount = 0

    /// The contracts' outcomes (after the rules').
    var contractOutcomes: ArraySlice<ElementOutcome> { outcomes[min(ruleOutcomeCount, outcomes.count)...] }

    /// This report for the cell with `settings`, which differs from this one's
    /// only in settings that nothing read; its tree only when that cell keeps one.
    func reused(for settings: AccessibilitySettings, keepsTree: Bool) -> CellReport {
        var copy = self
        copy.settings = settings
        copy.tree = keepsTree ? tree : nil
        copy.tree?.settings = settings
        return copy
    }

    /// The focus stop containing `path`, or `nil`.
    func owningStop(of path: NodePath) -> AuditedStop? {
        stops.filter { path.starts(with: $0.path) }.max { $0.path.depth < $1.path.depth }
    }

    /// Renders and checks one cell.
    /// - Parameters:
    ///   - arguments: the component's arguments in `state` (``ComponentDescriptor/arguments(for:base:)``), when the caller has them.
    ///   - checks: the rules to run, with the selected contracts (`nil` for reference cells, which only need signatures).
    ///   - rules: which contracts run.
    ///   - keepsTree: keep the rendered tree (before any contract drives the subject) in ``tree``.
    ///   - twin: a cell whose renders are this cell's (it differs only in
    ///     ``CellReuse/driven`` settings that no render of it read): its contract
    ///     outcomes are this cell's, and no contract drives this one.
    ///   - noted: the settings whose reads the report notes (``CellReuse/noted``).
    static func run(
        _ descriptor: ComponentDescriptor, style: String, state: StateDescriptor, arguments: ComponentArguments? = nil,
        settings: AccessibilitySettings, checks: RuleEngine?, rules: RuleSelection, keepsTree: Bool = false,
        contractsFrom twin: CellReport? = nil, noting noted: [AccessibilitySettings.Key] = []
    ) -> CellReport {
        let arguments = arguments ?? descriptor.arguments(for: state)
        let made = MadeSubjects()
        let makeSubject = {
            let subject = descriptor.makeSubject(arguments, style)
            made.subjects.append(subject)
            return subject
        }
        let subject = makeSubject()
        let isLive = !(subject is StaticTreeSubject)
        let tree = subject.render(settings: settings)
        let order = ReadingOrder(tree: tree)
        let (stops, speeches) = StopOrder.spoken(order, settings: settings)
        var outcomes: [ElementOutcome] = []
        var ruleOutcomeCount = 0
        if let checks {
            var context = RuleContext(
                tree: tree, settings: settings, stops: stops,
                component: ComponentContext(component: descriptor.name, style: style, state: state.name))
            context.judgesFontsAcrossCells = isLive
            outcomes = checks.decidedOutcomes(of: context)
            rules.applySeverities(to: &outcomes)
            ruleOutcomeCount = outcomes.count
            if let twin {
                outcomes += twin.contractOutcomes
            } else {
                var contractContext = ContractContext(
                    settings: settings, tree: tree, stops: stops, declared: descriptor.contract(arguments),
                    isLive: isLive, makeSubject: makeSubject)
                contractContext.facts = context.facts
                contractContext.order = order
                contractContext.speeches = speeches
                // Rules only read the tree, so the subject is still untouched: the first drive may start from this render.
                if let repeatable = subject as? any RepeatableRendering {
                    contractContext.pristine = PristineSubject(repeatable, tree: tree)
                }
                // The contracts' outcomes go straight after the rules' (room for one per contract; a large cell grows the list).
                outcomes.reserveCapacity(ruleOutcomeCount + CheckRegistry.contracts.count)
                for contract in rules.contracts {
                    for outcome in contract.verify(contractContext) where outcome.outcome != .inapplicable {
                        outcomes.append(outcome)
                    }
                }
                rules.applySeverities(to: &outcomes, from: ruleOutcomeCount)
            }
        }
        // A cell whose contracts came from its twin read what the twin's drives read too.
        let unread = noted.filter { key in
            made.subjects.allSatisfy { !$0.hasRead(key) } && twin?.unreadSettings.contains(key) != false
        }
        return CellReport(
            outcomes: outcomes, signature: SemanticSignature(stops), visual: VisualSignature(tree), stops: stops,
            settings: settings, tree: keepsTree ? tree : nil, unreadSettings: unread, isLive: isLive,
            ruleOutcomeCount: ruleOutcomeCount)
    }
}

/// The subjects one cell made (its own and its contracts'), to ask what they read.
private final class MadeSubjects {
    var subjects: [any AccessibilitySubject] = []
}
