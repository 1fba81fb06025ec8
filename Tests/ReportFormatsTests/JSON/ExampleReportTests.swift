import Foundation
import ReportFormats
import Testing

@Suite struct ExampleReportTests {
    /// Set `A11Y_AUDIT_RECORD=1` to write the example again after a deliberate change of the format.
    @Test func `the example report in docs is what this version writes`() throws {
        let expected = ReportJSON.encode(ExampleReport.report)
        if ProcessInfo.processInfo.environment["A11Y_AUDIT_RECORD"] == "1" {
            try AtomicFile.write(expected, to: ExampleReport.url)
        }
        let stored = try String(contentsOf: ExampleReport.url, encoding: .utf8)
        #expect(stored == expected)
        #expect(try ReportJSON.decode(stored) == ExampleReport.report.canonicalized())
    }
}
