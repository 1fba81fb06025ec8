import AccessibilityModel

/// What identifies a finding across runs for `--baseline`: rule, component,
/// style, state, element path and label. Messages, severities and cell
/// counts may change without the finding becoming new.
public struct BaselineKey: Hashable, Sendable {
    public var rule: String
    public var component: String
    public var style: String
    public var state: String
    public var path: NodePath
    public var label: String?

    public init(rule: String, component: String, style: String, state: String, path: NodePath, label: String?) {
        self.rule = rule
        self.component = component
        self.style = style
        self.state = state
        self.path = path
        self.label = label
    }

    /// The key of `finding`.
    public init(_ finding: AuditReport.Finding) {
        self.init(rule: finding.rule, component: finding.component, style: finding.style, state: finding.state,
                  path: finding.element.path, label: finding.element.label)
    }
}

extension AuditReport {
    /// The report with every finding whose ``BaselineKey`` occurs in
    /// `baseline` marked `baseline: true` (others `false`), and the verdict
    /// decided again at `threshold`, so only new findings fail the run.
    public func applyingBaseline(_ baseline: AuditReport, failOn threshold: FailThreshold) -> AuditReport {
        let known = Set(baseline.findings.map(BaselineKey.init))
        var copy = self
        copy.findings = findings.map { finding in
            var marked = finding
            marked.baseline = known.contains(BaselineKey(finding))
            return marked
        }
        return copy.applyingVerdict(failOn: threshold)
    }
}
