import AccessibilityModel

/// What to audit and how: the selection of components, styles and states, the
/// environment matrix, fixed settings, the failure threshold, baseline,
/// sharding and parallelism.
public struct AuditConfiguration: Sendable {
    /// The catalog's name, for the report.
    public var catalog: String
    /// Only these components (empty: all).
    public var components: [String]
    /// Only these styles (empty or containing `all`: all).
    public var styles: [String]
    /// Only these states (empty or containing `all`: all).
    public var states: [String]
    public var matrix: MatrixKind
    /// Settings fixed on top of every cell (`--env`).
    public var overrides: SettingsOverride
    /// The lowest severity that fails the run; `nil` never fails (`--fail-on never`).
    public var failOn: Severity?
    /// Findings of an earlier run (`--baseline`), already decoded.
    public var baseline: [BaselineKey]
    /// The 1-based shard index and shard count (`--shard i/n`): components are dealt round-robin.
    public var shard: (index: Int, count: Int)
    /// Worker count (`--jobs`); the result is identical for any value.
    public var jobs: Int
    /// Which checks run (`--rule`, `--skip-rule`, custom rules, severity overrides).
    public var rules: RuleSelection
    /// Keep, for each unit, the tree rendered in its default cell (``AuditResult/screens``), for the
    /// reports that draw pictures; off by default, since the trees stay in memory until the result is dropped.
    public var keepsScreens: Bool = false
    /// With ``keepsScreens``, the settings each unit is kept in besides its default cell (each applied over the
    /// defaults, under `--env` and the state's settings; one that comes out as another is kept once), so that
    /// a report can picture it in each colour scheme and at the extreme Dynamic Type sizes.
    public var screenVariants: [SettingsOverride] = []
    /// Called on the auditing thread after each component, in order; reports nothing to the result.
    public var progress: (@Sendable (AuditProgress) -> Void)?

    public init(
        catalog: String = "catalog", components: [String] = [], styles: [String] = [], states: [String] = [],
        matrix: MatrixKind = .pairwise, overrides: SettingsOverride = .none, failOn: Severity? = .serious,
        baseline: [BaselineKey] = [], shard: (index: Int, count: Int) = (1, 1), jobs: Int = 1,
        rules: RuleSelection = RuleSelection()
    ) {
        self.catalog = catalog
        self.components = components
        self.styles = styles
        self.states = states
        self.matrix = matrix
        self.overrides = overrides
        self.failOn = failOn
        self.baseline = baseline
        self.shard = shard
        self.jobs = jobs
        self.rules = rules
    }
}
