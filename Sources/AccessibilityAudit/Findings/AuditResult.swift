import AccessibilityModel

/// Everything an audit found: what was audited, the summary and the findings
/// in report order. Reports (text, JSON, SARIF, …) are renderings of this.
public struct AuditResult: Hashable, Sendable {
    /// The catalog's name (`design-system`), or the tree's name for `audit --tree`.
    public var catalog: String
    public var matrix: MatrixKind
    /// The `--env` settings fixed on every cell.
    public var overrides: SettingsOverride
    /// The lowest severity that fails the run; `nil` for `--fail-on never`.
    public var failOn: Severity?
    public var summary: AuditSummary
    /// Violations and incompletes, grouped across cells, sorted by ``Finding/precedes(_:)``.
    public var findings: [Finding]
    /// Every component × style × state audited, in plan order.
    public var units: [WorkUnit]
    /// Every check the audit knew, built-in and custom (``RuleSelection/checks``), for the reports' rule metadata.
    public var checks: [CheckDescription]
    /// For each unit, in plan order, the tree the audit rendered in its default cell, when
    /// ``AuditConfiguration/keepsScreens`` asked for them; for a static tree, that tree, unless
    /// ``Auditor/audit(tree:failOn:rules:keepsScreen:)`` was asked not to keep it.
    public var screens: [RenderedScreen] = []
    /// What the audit could not do, once per audit rather than once per element: on a static tree, the
    /// contracts it did not run, since they need a live component to drive (the reports' `notes`).
    public var notes: [String] = []

    public init(
        catalog: String, matrix: MatrixKind, overrides: SettingsOverride, failOn: Severity?, summary: AuditSummary, findings: [Finding],
        units: [WorkUnit] = [], checks: [CheckDescription] = CheckRegistry.all
    ) {
        self.catalog = catalog
        self.matrix = matrix
        self.overrides = overrides
        self.failOn = failOn
        self.summary = summary
        self.findings = findings
        self.units = units
        self.checks = checks
    }

    /// One tree the audit rendered, kept for the reports' pictures: a unit in its default cell
    /// (the defaults with `--env` and the state's settings applied).
    public struct RenderedScreen: Hashable, Sendable {
        public var unit: WorkUnit
        /// The settings it was rendered with.
        public var settings: AccessibilitySettings
        public var tree: AccessibilityTree

        public init(unit: WorkUnit, settings: AccessibilitySettings, tree: AccessibilityTree) {
            self.unit = unit
            self.settings = settings
            self.tree = tree
        }
    }

    /// Whether the run fails (the exit code 1 of spec/cli.md).
    public var failed: Bool { summary.failed }

    /// The same result with findings of an earlier run marked `baseline`, and the summary's `failed` recomputed.
    public func applyingBaseline(_ keys: [BaselineKey]) -> AuditResult {
        var copy = self
        copy.findings = findings.markingBaseline(keys)
        copy.summary.failed = AuditSummary.verdict(copy.findings, scenarios: summary.scenarios, at: FailThreshold(failOn))
        return copy
    }
}
