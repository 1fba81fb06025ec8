/// The counts of a run and its verdict: the `summary` object of the JSON
/// report. The audit fills in everything but the scenario counts, which the
/// scenario runner adds.
public struct AuditSummary: Hashable, Sendable {
    /// Components audited.
    public var components: Int
    /// Component × style pairs audited.
    public var styles: Int
    /// Cells rendered: component × style × state × matrix cell.
    public var cells: Int
    /// Violation findings (grouped across cells), suppressed ones included.
    public var violations: Int
    /// Incomplete findings (grouped across cells).
    public var incomplete: Int
    /// Pass outcomes, counted per element, check and cell.
    public var passes: Int
    /// Violation findings by severity.
    public var bySeverity: SeverityCounts
    /// Scenario cells that passed and failed.
    public var scenarios: ScenarioCounts
    /// Whether the run fails (exit status 1): ``verdict(_:scenarios:at:)``.
    public var failed: Bool

    public init(
        components: Int = 0, styles: Int = 0, cells: Int = 0, violations: Int = 0, incomplete: Int = 0,
        passes: Int = 0, bySeverity: SeverityCounts = SeverityCounts(), scenarios: ScenarioCounts = ScenarioCounts(),
        failed: Bool = false
    ) {
        self.components = components
        self.styles = styles
        self.cells = cells
        self.violations = violations
        self.incomplete = incomplete
        self.passes = passes
        self.bySeverity = bySeverity
        self.scenarios = scenarios
        self.failed = failed
    }

    /// The counts of an audit's findings: violations (in all and by
    /// severity) and incompletes, with `passes` and the audited components,
    /// component × style pairs and cells, and whether the findings fail at `threshold`.
    init(counting findings: [Finding], passes: Int, components: Int, styles: Int, cells: Int, failOn threshold: FailThreshold) {
        // Counted in place: filtering copied every violation, and each copy counts a dozen references.
        var violations = 0
        var bySeverity = SeverityCounts()
        for index in findings.indices where findings[index].outcome == .violation {
            violations += 1
            bySeverity[findings[index].severity] += 1
        }
        self.init(
            components: components, styles: styles, cells: cells, violations: violations, incomplete: findings.count - violations,
            passes: passes, bySeverity: bySeverity, failed: Self.verdict(findings, at: threshold))
    }

    /// The verdict of a run, the one place it is decided: the run fails when
    /// a finding fails at `threshold` (``Finding/fails(at:)``: a violation at
    /// or above it, neither in the baseline nor suppressed) or a scenario failed.
    public static func verdict(_ findings: [Finding], scenarios: ScenarioCounts = ScenarioCounts(), at threshold: FailThreshold) -> Bool {
        scenarios.failed > 0 || findings.contains { $0.fails(at: threshold) }
    }
}

/// Violation findings per severity (`summary.bySeverity`).
public struct SeverityCounts: Hashable, Sendable {
    public var critical: Int
    public var serious: Int
    public var moderate: Int
    public var minor: Int

    public init(critical: Int = 0, serious: Int = 0, moderate: Int = 0, minor: Int = 0) {
        self.critical = critical
        self.serious = serious
        self.moderate = moderate
        self.minor = minor
    }

    /// The count of one severity.
    public subscript(severity: Severity) -> Int {
        get {
            switch severity {
            case .critical: critical
            case .serious: serious
            case .moderate: moderate
            default: minor
            }
        }
        set {
            switch severity {
            case .critical: critical = newValue
            case .serious: serious = newValue
            case .moderate: moderate = newValue
            default: minor = newValue
            }
        }
    }
}

/// Scenario cells by status (`summary.scenarios`).
public struct ScenarioCounts: Hashable, Sendable {
    public var passed: Int
    public var failed: Int

    public init(passed: Int = 0, failed: Int = 0) {
        self.passed = passed
        self.failed = failed
    }
}
