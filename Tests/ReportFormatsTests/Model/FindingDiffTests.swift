import AccessibilityAudit
import Foundation
import ReportFormats
import Testing

/// An invariance finding carries its diff as data: every format lays out
/// `Finding.diff`, and none splits a message into lines to find one.
@Suite struct FindingDiffTests {
    static let diff = ["--- style default", "+++ style fancy", "  \"Title\" traits=header", "- \"Toggle\" value=\"0\"", "+ \"Toggle\""]

    static func report(message: String, diff: [String]?) -> AuditReport {
        var finding = SampleReports.finding("style-invariance", .serious, "Toggle", "fancy", "default", path: "root", label: nil)
        finding.message = message
        finding.diff = diff
        return AuditReport(catalog: "c", matrix: "smoke", summary: .init(), findings: [finding]).recountingFindings()
    }

    @Test func `each format renders the diff from the finding's data`() throws {
        let report = Self.report(message: "semantics of style fancy differ from style default:", diff: Self.diff)
        let text = TextReport().render(report)
        #expect(
            text.contains(
                """
                [style-invariance] semantics of style fancy differ from style default:
                """))
        #expect(text.contains("  diff:\n" + Self.diff.map { "    " + $0 }.joined(separator: "\n")))
        let json = ReportJSON.encode(report)
        #expect(json.contains("\"diff\": ["))
        #expect(try ReportJSON.decode(Data(json.utf8)).findings.first?.diff == Self.diff)
        let html = ReportFormat.html.render(report, failOn: .serious)
        #expect(html.contains("<dt>Difference</dt><dd><pre>--- style default\n+++ style fancy\n"))
    }

    @Test func `a message of several lines without a diff is not split into one`() throws {
        let report = Self.report(message: "first line\n- not a diff", diff: nil)
        #expect(!TextReport().render(report).contains("diff:"))
        let json = ReportJSON.encode(report)
        #expect(!json.contains("\"diff\""))
        let decoded = try #require(try ReportJSON.decode(Data(json.utf8)).findings.first)
        #expect(decoded.message == "first line\n- not a diff")
        #expect(decoded.diff == nil)
    }
}
