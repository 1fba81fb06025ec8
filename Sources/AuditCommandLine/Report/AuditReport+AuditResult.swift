import AccessibilityAudit
import AccessibilityModel
import ReportFormats

extension AuditReport {
    /// The report of an audit result: its findings, summary and units as the
    /// audit produced them, and the metadata of every check (for SARIF and the HTML page).
    init(_ result: AuditResult, matrix: String) {
        self.init(
            catalog: result.catalog, matrix: matrix, summary: result.summary, findings: result.findings, units: result.units,
            rules: result.checks.map(AuditReport.RuleInfo.init))
        notes = result.notes
    }
}

extension AuditReport.RuleInfo {
    /// The report's metadata of one check.
    init(_ check: CheckDescription) {
        self.init(
            id: check.id.rawValue, title: check.title, severity: check.severity, wcag: check.wcag, explanation: check.explanation, fix: check.fix)
    }
}
