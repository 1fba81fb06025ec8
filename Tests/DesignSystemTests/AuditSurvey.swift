import AccessibilityAudit
import DesignSystem
import HeadlessUI
import Testing

/// Prints every finding of a pairwise audit (the full matrix was run by hand; see the report) of the design-system catalog
/// (run with `--filter AuditSurvey` to see the list).
@Suite struct AuditSurvey {
    @Test func `the design-system catalog has no finding at serious or above in the pairwise matrix`() throws {
        let result = try Auditor(AuditConfiguration(catalog: "design-system", matrix: .pairwise, failOn: .serious, jobs: 2))
            .audit(Catalog.designSystem.descriptors)
        var counts: [String: Int] = [:]
        for finding in result.findings {
            counts["\(finding.severity) \(finding.outcome) \(finding.rule) \(finding.component) \(finding.style) \(finding.state)", default: 0] += 1
        }
        for key in counts.keys.sorted() { print("FINDING \(key) ×\(counts[key]!)") }
        for finding in result.findings where finding.severity >= .serious && finding.outcome == .violation {
            print("SERIOUS \(finding.rule) \(finding.component)/\(finding.style)/\(finding.state) \(finding.cells.when): \(finding.message)")
        }
        #expect(!result.findings.contains { $0.fails(at: .serious) })
    }
}
