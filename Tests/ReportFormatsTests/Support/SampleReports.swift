import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// Reports built by hand for the tests.
enum SampleReports {
    static func finding(
        _ rule: String, _ severity: Severity, _ component: String, _ style: String, _ state: String,
        path: String = "0", label: String? = "Stars", outcome: Outcome = .violation,
        when: String = "always", count: Int = 24, of: Int = 24, line: Int? = 42
    ) -> Finding {
        Finding(
            rule: RuleID(rawValue: rule), outcome: outcome, severity: severity, wcag: ["1.4.11"], component: component, style: style, state: state,
            element: Finding.Element(path: NodePath(path) ?? .root, label: label, description: label.map { "\($0): 3. Adjustable." }),
            cells: Finding.Cells(count: count, of: of, when: when),
            message: "\(rule) on \(label ?? "unlabeled")", fix: "fix \(rule)",
            location: line.map { CodeLocation(file: "Sources/DesignSystem/\(component).swift", line: $0) })
    }

    static let rules = [
        AuditReport.RuleInfo(
            id: "contrast-non-text", title: "Non-text contrast", severity: .serious, wcag: ["1.4.11"],
            explanation: "Icons and control boundaries need 3:1 against what is behind them.",
            fix: "Use a darker colour."),
        AuditReport.RuleInfo(
            id: "label-missing", title: "Missing label", severity: .critical, wcag: ["1.1.1", "4.1.2"],
            explanation: "A control with no label is announced by its role alone.", fix: "Add .accessibilityLabel(_:)."),
    ]

    static func screen(_ component: String, _ style: String, _ state: String, label: String = "Stars") -> AuditReport.Screen {
        AuditReport.Screen(
            component: component, style: style, state: state, settings: "", width: 390, height: 120,
            nodes: [
                .init(
                    path: NodePath([0]), kind: "element", frame: CGRect(x: 16, y: 16, width: 200, height: 44), label: label,
                    color: SRGBColor(red8: 0xFF, green8: 0x95, blue8: 0x00)),
                .init(path: NodePath([1]), kind: "text", frame: CGRect(x: 16, y: 70, width: 300, height: 30), label: "Caption"),
            ],
            stops: [
                .init(
                    index: 1, frame: CGRect(x: 16, y: 16, width: 200, height: 44), description: "\(label): 3. Adjustable.",
                    hint: "Swipe up or down to adjust the value."),
                .init(index: 2, frame: CGRect(x: 16, y: 70, width: 300, height: 30), description: "Caption"),
            ])
    }

    /// A whole run over 3 components × 2 styles × 2 states, with findings
    /// spread over the units, scenarios and screens.
    static func whole(failOn: FailThreshold = .serious) -> AuditReport {
        var units: [WorkUnit] = []
        for component in ["Card", "Rating", "Tag"] {
            for style in ["plain", "star"] {
                for state in ["default", "value=3"] { units.append(WorkUnit(component: component, style: style, state: state)) }
            }
        }
        var findings: [Finding] = []
        for (offset, unit) in units.enumerated() {
            let severity = Severity.all[offset % 4]
            findings.append(
                finding(
                    "contrast-non-text", severity, unit.component, unit.style, unit.state,
                    when: offset % 3 == 0 ? "always" : "colorScheme=light", count: offset % 3 == 0 ? 24 : 12))
            if offset % 2 == 0 {
                findings.append(
                    finding(
                        "label-missing", .critical, unit.component, unit.style, unit.state, path: "1.\(offset)",
                        label: nil, outcome: offset % 4 == 0 ? .violation : .incomplete))
            }
        }
        var scenarios: [AuditReport.ScenarioResult] = []
        for (offset, settings) in ["colorScheme=dark", "colorScheme=light", "dynamicTypeSize=accessibility3"].enumerated() {
            for style in ["plain", "star"] {
                scenarios.append(
                    AuditReport.ScenarioResult(
                        file: "Scenarios/rating.scenario", line: 2 + offset, name: "swipe through", style: style, settings: settings,
                        status: offset == 1 && style == "star" ? .failed : .passed,
                        failure: offset == 1 && style == "star" ? AuditReport.Failure(message: "expected \"Stars: 4\"", line: 7) : nil))
            }
        }
        let report = AuditReport(
            catalog: "design-system", matrix: "pairwise",
            summary: AuditSummary(components: 3, styles: 6, cells: units.count * 24, passes: 1234),
            findings: findings, scenarios: scenarios, run: AuditReport.Run(scenarios: ["Scenarios"]), units: units, rules: rules,
            screens: units.map { screen($0.component, $0.style, $0.state) })
        return report.recountingFindings().applyingVerdict(failOn: failOn)
    }

    /// The part of `report` that shard `shard` would have produced:
    /// its units, their findings and screens, its scenario cells, with
    /// counts for just that part. Cells and passes are spread over units
    /// (24 cells per unit; passes to the first shard's units).
    static func part(of report: AuditReport, shard: Shard) -> AuditReport {
        let units = Set(shard.select(report.units))
        let cells = Set(shard.select(report.scenarios.map(\.cellKey)))
        var part = report
        part.shard = shard
        part.units = report.units.filter { units.contains($0) }
        part.findings = report.findings.filter { units.contains($0.unit) }
        part.screens = report.screens.filter { units.contains($0.unit) }
        part.scenarios = report.scenarios.filter { cells.contains($0.cellKey) }
        part.summary.components = Set(part.units.map(\.component)).count
        part.summary.styles = Set(part.units.map { [$0.component, $0.style] }).count
        part.summary.cells = part.units.count * 24
        part.summary.passes = shard.index == 1 ? report.summary.passes : 0
        return part.recountingFindings().applyingVerdict(failOn: .serious)
    }
}
