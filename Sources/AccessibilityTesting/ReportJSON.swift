import AccessibilityAudit
import AccessibilityModel

/// The JSON attached to failing tests: the component, the audit's summary and
/// findings (the fields of the CLI report's findings), and the focus stops.
enum ReportJSON {
    static func render(_ report: AccessibilityReport) -> String {
        let result = report.result
        let summary: JSONValue = .object([
            ("cells", .number(Double(result.summary.cells))),
            ("violations", .number(Double(result.summary.violations))),
            ("incomplete", .number(Double(result.summary.incomplete))),
            ("passes", .number(Double(result.summary.passes))),
            ("failed", .bool(!report.passed)),
        ])
        let findings: [JSONValue] = result.findings.map { finding in
            var element: [(key: String, value: JSONValue)] = [("path", .string(finding.element.path.description))]
            if let label = finding.element.label { element.append(("label", .string(label))) }
            if let description = finding.element.description { element.append(("description", .string(description))) }
            return .object([
                ("rule", .string(finding.rule.rawValue)),
                ("outcome", .string(finding.outcome.rawValue)),
                ("severity", .string(finding.severity.rawValue)),
                ("fails", .bool(finding.fails(at: FailThreshold(report.failOn)))),
                ("wcag", .array(finding.wcag.map { .string($0) })),
                ("style", .string(finding.style)),
                ("state", .string(finding.state)),
                ("element", .object(element)),
                ("cells", .object([("count", .number(Double(finding.cells.count))), ("of", .number(Double(finding.cells.of))),
                                   ("when", .string(finding.cells.when))])),
                ("message", .string(finding.message)),
                ("fix", .string(finding.fix)),
            ])
        }
        let value: JSONValue = .object([
            ("component", .string(report.component)),
            ("styles", .array(report.styles.map { .string($0) })),
            ("matrix", .string(result.matrix.rawValue)),
            ("settings", .string(result.overrides.description)),
            ("failOn", report.failOn.map { .string($0.rawValue) } ?? .null),
            ("summary", summary),
            ("focusStops", .array(report.focusStops.map { .string($0) })),
            ("findings", .array(findings)),
        ])
        return JSONWriter(style: .pretty).string(value)
    }
}
