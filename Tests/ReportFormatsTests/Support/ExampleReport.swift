import AccessibilityModel
import Foundation
import ReportFormats

/// The example report in `docs/examples/report.json`: the sample run plus a
/// component whose labels are hostile, for trying the formats and the
/// browser check (`scripts/check-html-report.sh`).
enum ExampleReport {
    static var report: AuditReport {
        let whole = SampleReports.whole()
        let hostile = HostileReport.make(
            label: HostileText.markup + " " + HostileText.rightToLeft + " " + HostileText.emoji
                + " " + HostileText.combining + " \u{1}\u{7}")
        var report = whole
        report.findings += hostile.findings
        report.units += hostile.units
        report.screens += hostile.screens
        report.scenarios += hostile.scenarios
        report.summary.components += 1
        report.summary.styles += 1
        report.summary.cells += hostile.summary.cells
        return report.recountingFindings().applyingVerdict(failOn: .serious)
    }

    /// `docs/examples/report.json` in the package.
    static var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/report.json")
    }
}
