import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// Findings are reported in one order (``Finding/precedes(_:)``), whatever order they were grouped in.
struct ReportOrderTests {
    /// Outcomes of several rules, units, severities, outcomes and paths (deep ones that do not fit a word
    /// among them), some repeated in other cells with another severity, added out of order.
    private static func scrambledGrouper(deepPaths: Bool) -> FindingGrouper {
        let cells = (0..<3).map { _ in AccessibilitySettings() }
        var grouper = FindingGrouper(cells: cells)
        let rules: [RuleID] = [.labelMissing, .contrastText, .targetSize, .headingMissing]
        let severities: [Severity] = [.minor, .critical, .moderate, .serious]
        let units = [
            ("Card", "plain", "default"), ("Button", "filled", "pressed"), ("Button", "filled", "default"), ("Button", "bordered", "default"),
        ]
        for step in 0..<400 {
            // A fixed permutation (7,919 is prime to 400) puts the keys out of order.
            let index = (step * 7_919) % 400
            var path = [index % 7, index % 5]
            if deepPaths, index % 9 == 0 { path += Array(repeating: 300, count: 40) }
            let unit = units[index % units.count]
            let outcome = ElementOutcome(
                rule: rules[index % rules.count], outcome: index % 2 == 0 ? .violation : .incomplete,
                severity: severities[(index / 3) % severities.count], path: NodePath(path),
                label: "#\(index)", message: "m\(index % 6)")
            grouper.add(outcome, component: unit.0, style: unit.1, state: unit.2, cell: index % cells.count)
        }
        return grouper
    }

    @Test(arguments: [false, true])
    func `the grouper reports its findings in report order`(deepPaths: Bool) {
        var grouper = Self.scrambledGrouper(deepPaths: deepPaths)
        let result = grouper.result(
            catalog: "test", configuration: AuditConfiguration(catalog: "test", matrix: .smoke, failOn: .serious),
            components: 3, styles: 3, cellCount: 12, descriptors: [:])
        let findings = result.findings
        #expect(findings.count > 100)
        // Some groups occur in several cells (with other severities there): each is ordered by its worst.
        #expect(findings.contains { $0.cells.count > 1 })
        let summary = { (finding: Finding) in "\(finding.severity) \(finding.rule) \(finding.unit) \(finding.element.path) \(finding.outcome)" }
        #expect(findings.map(summary) == findings.sorted { $0.precedes($1) }.map(summary))
        if deepPaths { #expect(findings.contains { $0.element.path.depth > 40 }) }
    }

    @Test func `the groups are moved out: the grouper is left without findings`() {
        var grouper = Self.scrambledGrouper(deepPaths: false)
        grouper.addPasses(5)
        let configuration = AuditConfiguration(catalog: "test", matrix: .smoke, failOn: .serious)
        let first = grouper.result(catalog: "test", configuration: configuration, components: 3, styles: 3, cellCount: 12, descriptors: [:])
        let again = grouper.result(catalog: "test", configuration: configuration, components: 3, styles: 3, cellCount: 12, descriptors: [:])
        #expect(!first.findings.isEmpty && first.findings.allSatisfy { $0.element.label != nil && !$0.message.isEmpty })
        #expect(again.findings.isEmpty && again.summary.passes == 5)
    }
}
