import AccessibilityModel
import HeadlessUI
import Testing

@testable import AccessibilityAudit

/// With more than one job, a component's reports are grouped while the next
/// component's cells run (``PipelinedGrouper``); the findings, their order
/// and the summary are those of one job grouping inline.
@Suite struct PipelinedGroupingTests {
    func audit(jobs: Int) throws -> AuditResult {
        let entries = Catalog.designSystem.entries.filter { ["Toggle", "Button", "Rating", "Tag", "Dialog"].contains($0.name) }
        var configuration = AuditConfiguration(matrix: .pairwise, jobs: jobs)
        configuration.keepsScreens = true
        return try Auditor(configuration).audit(entries.map(\.descriptor))
    }

    @Test func `grouping beside the next component's cells gives the one-job result`() throws {
        let inline = try audit(jobs: 1)
        for jobs in [2, 3] {
            let pipelined = try audit(jobs: jobs)
            #expect(pipelined.findings == inline.findings)
            #expect(pipelined.summary == inline.summary)
            #expect(pipelined.screens == inline.screens)
        }
    }
}
