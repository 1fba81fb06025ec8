import AccessibilityAudit
import AccessibilityModel

/// Runs validated scenarios: each in every selected style × environment cell,
/// each cell with a fresh subject and a fresh simulated VoiceOver, steps in
/// order, stopping a cell at its first failure.
///
/// Cells: `environments default` is the one default cell; `smoke`,
/// `pairwise` and `full` are `EnvironmentMatrix`'s cells with `isEnabled`
/// and `locale` put back to their defaults (in scenarios they change what is
/// spoken by design, so a scenario fixes them with `environment` when it
/// wants them), duplicates removed; then the scenario's `environment`
/// settings are applied on top of every cell (duplicates removed again).
///
/// Results come in a deterministic order whatever ``jobs`` is: scenarios in
/// the order given, then styles in the order selected, then cells in matrix
/// order.
///
/// ```swift
/// let document = ScenarioDocument(source: source, validator: validator)
/// let results = ScenarioRunner(jobs: 4).run(document.scenarios)
/// let failed = results.filter { $0.status == .failed }
/// print(failed.map { $0.failure!.report() }.joined())
/// ```
public struct ScenarioRunner: Sendable {
    /// How many cells run at once; results do not depend on it.
    public var jobs: Int
    /// The checks that `expect no findings` and `expect finding` run, with
    /// their severities: the run's selection, as the audit uses it (custom
    /// rules, `--rule`, `--skip-rule` and the configuration file). A check
    /// it leaves out is no finding of a scenario either.
    public var rules: RuleSelection

    /// A runner with `jobs` workers (at least 1) whose screen audits run the checks `rules` selects.
    public init(jobs: Int = 1, rules: RuleSelection = RuleSelection()) {
        self.jobs = max(1, jobs)
        self.rules = rules
    }

    /// The cells a scenario runs in, in order: styles outermost, then environments.
    public static func cells(of scenario: ValidatedScenario) -> [ScenarioCell] {
        let settings = environments(of: scenario)
        return scenario.styles.flatMap { style in settings.map { ScenarioCell(style: style, settings: $0) } }
    }

    /// The environment cells of a scenario, its fixed settings applied, without duplicates.
    public static func environments(of scenario: ValidatedScenario) -> [AccessibilitySettings] {
        let base: [AccessibilitySettings]
        switch scenario.matrix {
        case .default: base = [AccessibilitySettings()]
        case .smoke: base = EnvironmentMatrix(.smoke).cells
        case .pairwise: base = EnvironmentMatrix(.pairwise).cells
        case .full: base = EnvironmentMatrix(.full).cells
        }
        let defaults = AccessibilitySettings()
        var seen = Set<AccessibilitySettings>()
        var cells: [AccessibilitySettings] = []
        for var cell in base {
            cell.isEnabled = defaults.isEnabled
            cell.locale = defaults.locale
            cell = scenario.fixedSettings.applied(to: cell)
            if seen.insert(cell).inserted { cells.append(cell) }
        }
        return cells
    }

    /// Runs one scenario in one cell.
    public func run(_ scenario: ValidatedScenario, in cell: ScenarioCell) -> ScenarioCellResult {
        ScenarioSession(scenario: scenario, cell: cell, rules: rules).run()
    }

    /// Runs one scenario in all its cells.
    public func run(_ scenario: ValidatedScenario) -> [ScenarioCellResult] {
        run([scenario])
    }

    /// Runs scenarios in all their cells, in order.
    public func run(_ scenarios: [ValidatedScenario]) -> [ScenarioCellResult] {
        let work = scenarios.flatMap { scenario in Self.cells(of: scenario).map { (scenario, $0) } }
        return ScenarioParallelMap.map(count: work.count, jobs: jobs) { index in
            ScenarioSession(scenario: work[index].0, cell: work[index].1, rules: rules).run()
        }
    }

    /// Runs every scenario of a document (none when it has errors).
    public func run(_ document: ScenarioDocument) -> [ScenarioCellResult] {
        run(document.scenarios)
    }
}
