import AccessibilityModel
import ScreenReader

/// Runs the audit: every selected component × style × state × matrix cell is
/// rendered from a fresh subject, checked by every rule and contract, compared
/// across styles, states and environments, and the outcomes are grouped into
/// findings.
///
/// ```swift
/// let auditor = Auditor(AuditConfiguration(catalog: "design-system", matrix: .pairwise, jobs: 4))
/// let result = try auditor.audit(catalog.descriptors)
/// result.findings.first?.cells.when  // "colorScheme=light"
/// ```
public struct Auditor: Sendable {
    public var configuration: AuditConfiguration

    /// Whether a cell takes the report of its twin when they are the same
    /// render (``runCells(_:engine:rules:jobs:reusing:)``); off only to prove in tests that it changes nothing.
    var reusesCells = true

    public init(_ configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// Audits the selected components of `descriptors`.
    /// - Throws: ``AuditError`` for an unknown component, style or state, a bad
    ///   shard, or a bad rule selection (``RuleSelection/validate()``).
    public func audit(_ descriptors: [ComponentDescriptor]) throws -> AuditResult {
        try configuration.rules.validate()
        let engine = configuration.rules.engine
        let matrix = EnvironmentMatrix(configuration.matrix, overrides: configuration.overrides)
        let plan = try AuditPlan(descriptors: descriptors, configuration: configuration, matrix: matrix)
        let units = plan.units
        let grouping = PipelinedGrouper(FindingGrouper(matrix: matrix, rules: configuration.rules), inline: configuration.jobs <= 1)
        var screens: [AuditResult.RenderedScreen] = []
        // One component at a time (its units are contiguous): its cells run in parallel, and are grouped
        // while the next component's run, then dropped, so memory stays that of a few components' cells.
        var start = 0
        for component in plan.selections.indices {
            var end = start
            while end < units.count, units[end].component == component { end += 1 }
            let offset = start
            let reports = Self.runCells(
                units[start..<end], engine: engine, rules: configuration.rules, jobs: configuration.jobs,
                reusing: reusesCells)
            for (index, report) in reports.enumerated() {
                guard let tree = report.tree else { continue }
                let unit = units[offset + index]
                screens.append(
                    AuditResult.RenderedScreen(
                        unit: WorkUnit(component: unit.descriptor.name, style: unit.style, state: unit.state.name),
                        settings: report.settings, tree: tree))
            }
            grouping.collect(plan: plan, component: component, reports: reports, firstUnit: offset)
            start = end
            configuration.progress?(
                AuditProgress(
                    completed: component + 1, total: plan.selections.count,
                    component: plan.selections[component].descriptor.name))
        }
        var grouper = grouping.finished()
        var result = grouper.result(catalog: configuration.catalog, configuration: configuration, plan: plan)
        if configuration.keepsScreens { screens += Self.comparedScreens(result.findings, plan: plan, kept: screens, rules: configuration.rules) }
        result.screens = screens
        return result
    }

    /// The renders invariance findings compared (``Finding/compared``) that are not among `kept`, rendered again
    /// (only rendered, not checked) so that a report can picture both sides.
    static func comparedScreens(
        _ findings: [Finding], plan: AuditPlan, kept: [AuditResult.RenderedScreen],
        rules: RuleSelection
    ) -> [AuditResult.RenderedScreen] {
        var known = Set(kept.map { [$0.unit.component, $0.unit.style, $0.unit.state, $0.settings.description] })
        var added: [AuditResult.RenderedScreen] = []
        for finding in findings {
            guard let compared = finding.compared,
                let selection = plan.selections.first(where: { $0.descriptor.name == finding.component }),
                let state = selection.states.first(where: { $0.name == finding.state })
            else { continue }
            for render in compared where known.insert([finding.component, render.style, finding.state, render.settings.description]).inserted {
                let report = CellReport.run(
                    selection.descriptor, style: render.style, state: state, settings: render.settings,
                    checks: nil, rules: rules, keepsTree: true)
                guard let tree = report.tree else { continue }
                added.append(
                    AuditResult.RenderedScreen(
                        unit: WorkUnit(component: finding.component, style: render.style, state: finding.state),
                        settings: render.settings, tree: tree))
            }
        }
        return added
    }

    /// The reports of one component's units, in order (docs/performance.md).
    ///
    /// Which settings two cells may differ in and share their work is derived
    /// from what the selected checks read (``CellReuse``). A unit with such a
    /// setting away from its first (default) value waits for its neighbour,
    /// the unit that differs from it only there; when no render of the
    /// neighbour read the setting, the two are the same render. If no check
    /// reads the setting (``CellReuse/shared``), the unit takes the
    /// neighbour's report; if only rules read it (``CellReuse/driven``), the
    /// unit renders once for its rules and takes the neighbour's contract
    /// outcomes. Units run in passes by how many such settings they have away
    /// from their first value, each pass in parallel.
    static func runCells(
        _ units: ArraySlice<AuditPlan.Unit>, engine: RuleEngine, rules: RuleSelection, jobs: Int,
        reusing: Bool = true
    ) -> [CellReport] {
        let units = Array(units)
        let reuse = reusing ? CellReuse(engine: engine, rules: rules) : .none
        let noted = reuse.noted
        @Sendable func run(_ unit: AuditPlan.Unit, contractsFrom twin: CellReport? = nil) -> CellReport {
            CellReport.run(
                unit.descriptor, style: unit.style, state: unit.state, arguments: unit.arguments, settings: unit.settings,
                checks: unit.checks ? engine : nil, rules: rules, keepsTree: unit.keepsTree, contractsFrom: twin,
                noting: noted)
        }
        struct Key: Hashable, Sendable {
            var style: String, state: String, settings: AccessibilitySettings, checks: Bool
        }
        @Sendable func key(_ unit: AuditPlan.Unit, _ settings: AccessibilitySettings) -> Key {
            Key(style: unit.style, state: unit.state.name, settings: settings, checks: unit.checks)
        }
        var index: [Key: Int] = [:]
        // A unit's pass: how many of the noted settings it has away from their first value.
        var level = [Int](repeating: 0, count: units.count)
        if !noted.isEmpty {
            for (position, unit) in units.enumerated() {
                if index[key(unit, unit.settings)] == nil { index[key(unit, unit.settings)] = position }
                for setting in noted {
                    var plain = unit.settings
                    plain.set(setting, toValueAt: 0)
                    if plain != unit.settings { level[position] += 1 }
                }
            }
        }
        let positions = index
        /// The report a unit takes from a neighbour of an earlier pass, or the neighbour whose contracts it takes.
        @Sendable func reused(_ unit: AuditPlan.Unit, done: [CellReport?]) -> (report: CellReport?, contracts: CellReport?) {
            var contracts: CellReport?
            for setting in noted {
                var plain = unit.settings
                plain.set(setting, toValueAt: 0)
                guard plain != unit.settings, let neighbour = positions[key(unit, plain)], let report = done[neighbour],
                    report.unreadSettings.contains(setting)
                else { continue }
                if !reuse.driven.contains(setting) {
                    if units[neighbour].keepsTree || !unit.keepsTree {
                        return (report.reused(for: unit.settings, keepsTree: unit.keepsTree), nil)
                    }
                } else if contracts == nil {
                    contracts = report
                }
            }
            return (nil, contracts)
        }
        var found = [CellReport?](repeating: nil, count: units.count)
        for pass in 0...(level.max() ?? 0) {
            let done = found
            let batch = units.indices.filter { level[$0] == pass }
            let reports = ParallelMap.map(count: batch.count, jobs: jobs) { item -> CellReport in
                let unit = units[batch[item]]
                guard pass > 0 else { return run(unit) }
                let (report, contracts) = reused(unit, done: done)
                return report ?? run(unit, contractsFrom: contracts)
            }
            for (position, report) in zip(batch, reports) { found[position] = report }
        }
        return found.compactMap { $0 }
    }

    /// Audits a static tree (from JSON or a capture): the static rules run on
    /// it as it is; the contracts, which must drive a live component, are not
    /// run, and one of the result's ``AuditResult/notes`` names them.
    /// - Parameters:
    ///   - tree: the tree; its `settings`, when present, are the cell's settings.
    ///   - failOn: the lowest severity that fails the result.
    ///   - rules: which checks run; a selection that ``RuleSelection/validate()`` refuses runs only its valid rules.
    ///   - keepsScreen: whether the result keeps `tree` as its screen (``AuditResult/screens``), for a report that
    ///     draws it. Without it, the tree is let go of once the rules have run (when the caller holds no other
    ///     reference), so that a large tree's nodes and its findings are not in memory together.
    public static func audit(
        tree: consuming AccessibilityTree, failOn: Severity? = .serious, rules: RuleSelection = RuleSelection(), keepsScreen: Bool = true
    ) -> AuditResult {
        let settings = tree.settings ?? AccessibilitySettings()
        let name = tree.name ?? "tree"
        let uncapturedFacts = tree.uncapturedFacts
        // Each check's outcomes go straight to the grouper, and the rules' passes are only counted (as the
        // grouper does): on a large tree, keeping every outcome meant copying hundreds of thousands through memory.
        var grouper = FindingGrouper(cells: [settings], rules: rules)
        var passes = 0
        var outcomesByRule = outcomes(of: tree, settings: settings, name: name, rules: rules, passes: &passes)
        let screen = keepsScreen ? tree : nil
        _ = consume tree
        // A static tree has no live component to drive: the contracts are not run, and the report says so once
        // (an incomplete per control they would drive was most of a large tree's findings, each saying the same).
        let notRun = CheckRegistry.contracts.map(\.info.id).filter { rules.includes($0) }
        // Passes were counted, not kept: what is left is findings (and a few inapplicable outcomes).
        grouper.reserveCapacity(findings: outcomesByRule.reduce(0) { $0 + $1.count })
        for index in outcomesByRule.indices {
            grouper.add(draining: &outcomesByRule[index], component: name, style: "default", state: "default", cell: 0)
        }
        outcomesByRule = []
        grouper.addPasses(passes)
        // A capture without colours or fonts cannot pass the checks that measure them (``CheckReads/drawn``).
        if let reason = uncapturedFacts {
            for rule in rules.engine.rules.map({ type(of: $0) }) where !rule.reads.drawn.isDisjoint(with: [.colours, .fonts]) {
                let severity = rules.description(of: rule.info.id)?.severity ?? .serious
                grouper.add(
                    [
                        ElementOutcome(
                            rule: rule.info.id, outcome: .incomplete, severity: severity, path: .root,
                            message: "not measured: \(reason)")
                    ],
                    component: name, style: "default", state: "default", cell: 0)
            }
        }
        let configuration = AuditConfiguration(catalog: name, matrix: .smoke, failOn: failOn, rules: rules)
        var result = grouper.result(
            catalog: name, configuration: configuration, components: 1, styles: 1, cellCount: 1,
            descriptors: [:])
        if !notRun.isEmpty { result.notes.append(Self.contractsNotRunNote(notRun)) }
        // The tree itself is the picture (kept by reference: no copy).
        if let screen {
            result.screens = [
                AuditResult.RenderedScreen(unit: WorkUnit(component: name, style: "default", state: "default"), settings: settings, tree: screen)
            ]
        }
        return result
    }

    /// The static rules' outcomes on `tree` (passes only counted); the rules' context, with the reading order and
    /// the tables it made of the tree, is gone when this returns.
    private static func outcomes(
        of tree: borrowing AccessibilityTree, settings: AccessibilitySettings, name: String, rules: RuleSelection, passes: inout Int
    ) -> [[ElementOutcome]] {
        let context = RuleContext(
            tree: copy tree, settings: tree.settings, order: ReadingOrder(tree: copy tree), locale: settings.locale,
            component: ComponentContext(component: name, style: "default", state: "default"))
        // A capture taken while a field is edited shows the system keyboard, and a scrolled screen its scroll
        // indicators: the platform's, not the app's (sized and named by iOS: WCAG's "user agent control"), so
        // nothing inside them is reported, by any rule, nor counted as passed. Only then are the passes kept, to be
        // told apart from theirs and counted.
        let platformParts = context.nodes.platformParts.map { context.nodes.path(at: $0) }
        guard !platformParts.isEmpty else { return rules.engine.outcomes(of: context, keeping: .findings, passes: &passes) }
        var outcomes = rules.engine.outcomes(of: context, keeping: .decided, passes: &passes)
        for index in outcomes.indices {
            outcomes[index].removeAll { outcome in platformParts.contains { outcome.path.starts(with: $0) } }
            passes += outcomes[index].count { $0.outcome == .pass }
            outcomes[index].removeAll { $0.outcome == .pass }
        }
        return outcomes
    }

    /// The note of a static tree's audit that names the contracts not run.
    static func contractsNotRunNote(_ contracts: [RuleID]) -> String {
        let names = contracts.map(\.rawValue).joined(separator: ", ")
        return "not run on a static tree, which has no live component to drive: \(names); "
            + "audit the component itself (a catalog entry, or expectAccessible in a test) to run them"
    }
}
