import AccessibilityAudit
import AccessibilityModel

extension AuditReport {
    /// The report in canonical order, which every rendering uses so that the
    /// same findings give the same bytes however the work was split:
    /// findings by `Finding.precedes(_:)`; scenarios by file, line, name,
    /// style and settings; units by component, style and state; rules by ID;
    /// screens by unit and settings.
    public func canonicalized() -> AuditReport {
        var copy = self
        copy.findings = findings.sorted { $0.precedes($1) }
        copy.scenarios = scenarios.sorted { $0.precedes($1) }
        copy.units = units.sorted()
        copy.rules = rules.sorted { $0.id < $1.id }
        copy.screens = screens.sorted { ($0.unit, $0.settings) < ($1.unit, $1.settings) }
        return copy
    }
}

extension AuditReport.ScenarioResult {
    /// Scenario order: file, line, name, style, settings.
    func precedes(_ other: Self) -> Bool {
        if file != other.file { return file < other.file }
        if line != other.line { return line < other.line }
        if name != other.name { return name < other.name }
        if style != other.style { return style < other.style }
        return settings < other.settings
    }
}
