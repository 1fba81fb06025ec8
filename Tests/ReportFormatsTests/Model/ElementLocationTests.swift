import AccessibilityAudit
import AccessibilityModel
import ReportFormats
import Testing

/// A finding located at a drawing inside its element (a faint outline's
/// `.stroke(…)`) names the element's own line beside it in every format
/// (issue 38, item 1; docs/spec/report-format.md), and a finding at its
/// element's line names no second line.
@Suite struct ElementLocationTests {
    static let drawn = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 12, column: 22)
    static let element = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 9, column: 9)

    static func report(elementLocation: CodeLocation?) -> AuditReport {
        var finding = SampleReports.finding("contrast-non-text", .serious, "Chip", "default", "default")
        finding.location = drawn
        finding.elementLocation = elementLocation
        finding.componentLocation = CodeLocation(file: "Sources/DesignSystem/Catalog.swift", line: 7)
        var report = SampleReports.whole()
        report.findings = [finding]
        return report
    }

    @Test func `JUnit names the element's line after the finding's`() {
        let xml = JUnitReport().render(Self.report(elementLocation: Self.element))
        #expect(xml.contains("at: Sources/DesignSystem/Chip.swift:12:22"))
        #expect(xml.contains("element: Sources/DesignSystem/Chip.swift:9:9"))
        #expect(!JUnitReport().render(Self.report(elementLocation: nil)).contains("element: Sources"))
    }

    @Test func `Markdown names the element's line after the finding's`() {
        let markdown = MarkdownReport().render(Self.report(elementLocation: Self.element))
        #expect(markdown.contains("(Sources/DesignSystem/Chip\\.swift:12:22), element Sources/DesignSystem/Chip\\.swift:9:9, entry"))
    }

    @Test func `HTML names the element's line beside the source`() {
        let page = HTMLReport().render(Self.report(elementLocation: Self.element))
        #expect(page.contains("<dt>Element</dt><dd><code>Sources/DesignSystem/Chip.swift:9:9</code></dd>"))
        #expect(!HTMLReport().render(Self.report(elementLocation: nil)).contains("<dt>Element</dt>"))
    }

    @Test func `a Swift Testing issue names the drawing's line and the element's`() throws {
        let finding = try #require(Self.report(elementLocation: Self.element).findings.first)
        let text = IssueText.issue(finding, failOn: .serious, matrix: .smoke)
        #expect(text.contains("  source: Sources/DesignSystem/Chip.swift:12:22 (the line that drew it)"))
        #expect(text.contains("  element: Sources/DesignSystem/Chip.swift:9:9 (the line that made the element)"))
    }
}
