/// The counts of an audit: the `summary` object of the JSON report (without
/// scenarios, which the scenario runner adds).
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
    /// Violation findings by severity name (`critical`, `serious`, `moderate`, `minor`), every severity present.
    public var bySeverity: [String: Int]
    /// Whether a finding fails at the threshold (not suppressed, not in the baseline).
    public var failed: Bool

    public init(components: Int, styles: Int, cells: Int, violations: Int, incomplete: Int, passes: Int,
                bySeverity: [String: Int], failed: Bool) {
        self.components = components
        self.styles = styles
        self.cells = cells
        self.violations = violations
        self.incomplete = incomplete
        self.passes = passes
        self.bySeverity = bySeverity
        self.failed = failed
    }
}
