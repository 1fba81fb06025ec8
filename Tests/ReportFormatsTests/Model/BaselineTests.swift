import AccessibilityAudit
import AccessibilityModel
import ReportFormats
import Testing

@Suite struct BaselineTests {
    let old = AuditReport(
        catalog: "c", matrix: "smoke", summary: .init(),
        findings: [
            SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "0", label: "Stars")
        ])

    @Test func `a finding present in the baseline is marked and does not fail the run`() {
        var known = SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "0", label: "Stars")
        known.message = "a new wording of the message"
        known.cells = .init(count: 3, of: 24, when: "boldText=true")
        let report = AuditReport(catalog: "c", matrix: "smoke", summary: .init(), findings: [known])
            .applyingBaseline(old, failOn: .serious)
        #expect(report.findings.map(\.baseline) == [true])
        #expect(report.summary.failed == false)
    }

    struct Change: CustomTestStringConvertible, Sendable {
        var name: String
        var finding: Finding
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "another rule", finding: SampleReports.finding("contrast-non-text", .serious, "Rating", "star", "default")),
        Change(name: "another component", finding: SampleReports.finding("contrast-text", .serious, "Tag", "star", "default")),
        Change(name: "another style", finding: SampleReports.finding("contrast-text", .serious, "Rating", "numeric", "default")),
        Change(name: "another state", finding: SampleReports.finding("contrast-text", .serious, "Rating", "star", "value=3")),
        Change(name: "another path", finding: SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "1")),
        Change(name: "another label", finding: SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", label: "Rate")),
        Change(
            name: "no label where the baseline has one",
            finding: SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", label: nil)),
    ]

    @Test func `a baseline finding without a label matches only a finding without a label`() {
        let unlabelled = AuditReport(
            catalog: "c", matrix: "smoke", summary: .init(),
            findings: [
                SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "0", label: nil)
            ])
        let findings = [
            SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "0", label: nil),
            SampleReports.finding("contrast-text", .serious, "Rating", "star", "default", path: "0", label: "Stars"),
        ]
        let report = AuditReport(catalog: "c", matrix: "smoke", summary: .init(), findings: findings)
            .applyingBaseline(unlabelled, failOn: .serious)
        #expect(report.findings.map(\.baseline) == [true, false])
        #expect(report.summary.failed)
    }

    @Test(arguments: changes)
    func `a finding that differs in its key is new and fails the run`(change: Change) {
        let report = AuditReport(catalog: "c", matrix: "smoke", summary: .init(), findings: [change.finding])
            .applyingBaseline(old, failOn: .serious)
        #expect(report.findings.map(\.baseline) == [false])
        #expect(report.summary.failed)
    }

    @Test(arguments: [
        ("critical", [true, false, false, false]),
        ("serious", [true, true, false, false]),
        ("moderate", [true, true, true, false]),
        ("minor", [true, true, true, true]),
        ("never", [false, false, false, false]),
    ])
    func `fail-on fails findings at or above its severity`(name: String, expected: [Bool]) throws {
        let threshold = try #require(FailThreshold(parsing: name))
        #expect(
            Severity.all.map { severity in
                AuditReport(
                    catalog: "c", matrix: "smoke", summary: .init(),
                    findings: [SampleReports.finding("r", severity, "A", "s", "x")]
                ).applyingVerdict(failOn: threshold).summary.failed
            } == expected)
    }

    @Test(arguments: ["", "Serious", "high", "none", "all"])
    func `fail-on refuses other words`(word: String) {
        #expect(FailThreshold(parsing: word) == nil)
    }

    @Test func `incomplete and suppressed findings never fail; a failed scenario always does`() {
        let incomplete = SampleReports.finding("r", .critical, "A", "s", "x", outcome: .incomplete)
        var suppressed = SampleReports.finding("r", .critical, "A", "s", "y")
        suppressed.suppression = "decorative"
        let quiet = AuditReport(catalog: "c", matrix: "smoke", summary: .init(), findings: [incomplete, suppressed])
        #expect(quiet.applyingVerdict(failOn: .init(.minor)).summary.failed == false)
        var loud = quiet
        loud.summary.scenarios.failed = 1
        #expect(loud.applyingVerdict(failOn: .never).summary.failed)
    }
}
