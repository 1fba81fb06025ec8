import AccessibilityAudit
import AccessibilityModel

/// The data of one audit report (spec/report-format.md, version 1): what was
/// audited, the counts, the findings and the scenario results, plus the rule
/// metadata and screen pictures that SARIF and HTML draw on.
///
/// Every format of `a11y-audit` is a rendering of this value; the JSON
/// rendering (``ReportJSON``) carries all of it, so a report read back from
/// JSON (for `--baseline` and `merge`) renders the same in every format.
///
/// ```swift
/// let report = AuditReport(catalog: "design-system", matrix: "pairwise",
///                          summary: AuditSummary(components: 1, styles: 1, cells: 24),
///                          findings: [finding])
/// print(ReportJSON.encode(report))
/// ```
public struct AuditReport: Hashable, Sendable {
    /// The report format version this module reads and writes.
    public static let formatVersion = 1

    /// Always ``formatVersion`` for reports built in memory.
    public var version: Int
    public var tool: Tool
    /// The catalog's name (`design-system`), or a tree's name for `audit --tree`.
    public var catalog: String
    /// The environment matrix (`smoke`, `pairwise`, `full`).
    public var matrix: String
    public var summary: AuditSummary
    /// Violations and incompletes; ``canonicalized()`` puts them in report order.
    public var findings: [Finding]
    public var scenarios: [ScenarioResult]
    /// The part of the work this report covers, or `nil` for a whole run (`--shard 1/1`).
    public var shard: Shard?
    /// The selection and settings of the catalog run this report is of, so
    /// that `merge` takes only shards of one run; `nil` for a tree's audit
    /// and for reports written before runs were recorded.
    public var run: Run?
    /// The work units (component × style × state) audited, so that merged
    /// shards can count components and styles without counting one twice.
    public var units: [WorkUnit]
    /// Metadata of the rules the findings name (for SARIF and the HTML page).
    public var rules: [RuleInfo]
    /// Pictures of rendered screens with their focus stops (for the HTML page).
    public var screens: [Screen]
    /// What the audit could not do, said once for the report (a static tree's contracts, not run); the JSON
    /// report's `notes`, written only when there are some.
    public var notes: [String] = []

    /// A report; `version` and `tool` are this module's.
    public init(
        catalog: String, matrix: String, summary: AuditSummary, findings: [Finding] = [],
        scenarios: [ScenarioResult] = [], shard: Shard? = nil, run: Run? = nil, units: [WorkUnit] = [],
        rules: [RuleInfo] = [], screens: [Screen] = [], tool: Tool = .current, version: Int = AuditReport.formatVersion
    ) {
        self.version = version
        self.tool = tool
        self.catalog = catalog
        self.matrix = matrix
        self.summary = summary
        self.findings = findings
        self.scenarios = scenarios
        self.shard = shard
        self.run = run
        self.units = units
        self.rules = rules
        self.screens = screens
    }
}
