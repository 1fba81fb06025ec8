import AccessibilityAudit

extension AuditReport {
    /// The report with `summary.failed` decided at `threshold`: a finding
    /// that fails there (a violation at or above it, neither baseline nor
    /// suppressed), or a failed scenario, fails the run.
    public func applyingVerdict(failOn threshold: FailThreshold) -> AuditReport {
        var copy = self
        copy.summary.failed = AuditSummary.verdict(findings, scenarios: summary.scenarios, at: threshold)
        return copy
    }

    /// The findings that fail the run at `threshold`, in the report's order.
    public func failingFindings(at threshold: FailThreshold) -> [Finding] {
        findings.filter { $0.fails(at: threshold) }
    }

    /// The summary's finding counts (`violations`, `incomplete`,
    /// `bySeverity`) and scenario counts recounted from ``findings`` and
    /// ``scenarios``; the other counts are kept.
    public func recountingFindings() -> AuditReport {
        var copy = self
        var counts = SeverityCounts()
        for finding in findings where finding.outcome == .violation { counts[finding.severity] += 1 }
        copy.summary.bySeverity = counts
        copy.summary.violations = findings.count(where: { $0.outcome == .violation })
        copy.summary.incomplete = findings.count(where: { $0.outcome == .incomplete })
        copy.summary.scenarios = ScenarioCounts(
            passed: scenarios.count(where: { $0.status == .passed }),
            failed: scenarios.count(where: { $0.status != .passed }))
        return copy
    }
}

extension AuditReport {
    /// The report with every finding whose `BaselineKey` occurs in
    /// `baseline` marked `baseline: true` (others `false`), and the verdict
    /// decided again at `threshold`, so only new findings fail the run.
    public func applyingBaseline(_ baseline: AuditReport, failOn threshold: FailThreshold) -> AuditReport {
        var copy = self
        copy.findings = findings.markingBaseline(baseline.findings.map(BaselineKey.init))
        return copy.applyingVerdict(failOn: threshold)
    }
}
