import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// A report whose every tree-derived string is hostile.
enum HostileReport {
    static func make(label: String) -> AuditReport {
        let finding = Finding(
            rule: "label-missing", severity: .critical, wcag: ["4.1.2"], component: "Card <&> \"Co\"", style: "plain", state: "default",
            element: .init(path: NodePath([0, 1]), label: label, description: "\(label). Button."),
            cells: .init(count: 3, of: 24, when: "colorScheme=light"), message: "the label is \(label)", fix: "rename \(label)",
            location: CodeLocation(file: "Sources/Design System/Card.swift", line: 7), suppression: nil,
            diff: ["- \(label)", "+ Pay"])
        let incomplete = Finding(
            rule: "contrast-text", outcome: .incomplete, severity: .serious, wcag: ["1.4.3"], component: "Card <&> \"Co\"",
            style: "plain", state: "default", element: .init(path: NodePath([2]), label: label),
            cells: .init(count: 24, of: 24, when: "always"), message: label, fix: label, suppression: label)
        let scenario = AuditReport.ScenarioResult(
            file: "Scenarios/card.scenario", line: 3, name: label, style: "plain",
            settings: "colorScheme=dark", status: .failed,
            failure: .init(message: "expected \(label)", line: 5), transcript: [label])
        let screen = AuditReport.Screen(
            component: "Card <&> \"Co\"", style: "plain", state: "default", width: 390, height: 200,
            nodes: [.init(path: NodePath([0]), kind: "element\"><script>", frame: CGRect(x: 10, y: 10, width: 300, height: 50), label: label)],
            stops: [
                .init(index: 1, frame: CGRect(x: 10, y: 10, width: 300, height: 50), description: "\(label). Button.", hint: label),
                .init(index: 2, frame: CGRect(x: 10, y: 80, width: 100, height: 40), description: "Pay. Button."),
            ])
        let report = AuditReport(
            catalog: "design-system", matrix: "smoke", summary: .init(components: 1, styles: 1, cells: 24),
            findings: [finding, incomplete], scenarios: [scenario],
            units: [WorkUnit(component: "Card <&> \"Co\"", style: "plain", state: "default")],
            rules: SampleReports.rules, screens: [screen])
        return report.recountingFindings().applyingVerdict(failOn: .serious)
    }
}
