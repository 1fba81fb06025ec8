import AccessibilityModel

extension AuditReport {
    /// The report in canonical order, which every rendering uses so that the
    /// same findings give the same bytes however the work was split:
    /// findings by ``Finding/precedes(_:)``; scenarios by file, line, name,
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

extension AuditReport.Finding {
    /// Report order: severity (critical first), rule, component, style,
    /// state, element path (document order), violations before incompletes,
    /// then message and label, so that the order is total.
    public func precedes(_ other: Self) -> Bool {
        if severity != other.severity { return severity > other.severity }
        if rule != other.rule { return rule < other.rule }
        if component != other.component { return component < other.component }
        if style != other.style { return style < other.style }
        if state != other.state { return state < other.state }
        if element.path != other.element.path { return element.path < other.element.path }
        if outcome != other.outcome { return outcome.rawValue > other.outcome.rawValue }
        if message != other.message { return message < other.message }
        return (element.label ?? "") < (other.element.label ?? "")
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
