extension AuditReport {
    /// The counts of a run: the `summary` object of the JSON report.
    public struct Summary: Hashable, Sendable {
        /// Components audited.
        public var components: Int
        /// Component × style pairs audited.
        public var styles: Int
        /// Cells audited: component × style × state × environment.
        public var cells: Int
        /// Violation findings (grouped across cells), suppressed ones included.
        public var violations: Int
        /// Incomplete findings (grouped across cells).
        public var incomplete: Int
        /// Pass outcomes, per element, check and cell.
        public var passes: Int
        /// Violation findings by severity.
        public var bySeverity: SeverityCounts
        /// Scenario cells that passed and failed.
        public var scenarios: ScenarioCounts
        /// Whether the run fails (exit status 1): see ``AuditReport/applyingVerdict(failOn:)``.
        public var failed: Bool

        public init(components: Int = 0, styles: Int = 0, cells: Int = 0, violations: Int = 0, incomplete: Int = 0,
                    passes: Int = 0, bySeverity: SeverityCounts = SeverityCounts(), scenarios: ScenarioCounts = ScenarioCounts(),
                    failed: Bool = false) {
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
}
