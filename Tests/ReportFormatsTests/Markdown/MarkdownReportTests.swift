import ReportFormats
import Testing

@Suite struct MarkdownReportTests {
    @Test func `a summary table and one table row per finding`() {
        let report = SampleReports.whole()
        let text = MarkdownReport().render(report)
        #expect(text.hasPrefix("## Accessibility audit: ❌ failed\n"))
        #expect(text.contains("| serious violations | \(report.summary.bySeverity.serious) |"))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| **") || $0.hasPrefix("| incomplete (") }
        #expect(rows.count == report.findings.count)
    }

    @Test(arguments: HostileText.all.indices)
    func `hostile labels cannot open HTML, break the table or start code`(index: Int) {
        let label = HostileText.all[index]
        let text = MarkdownReport().render(HostileReport.make(label: label))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| **critical**") || $0.hasPrefix("| incomplete (") }
        #expect(rows.count == 2)
        for row in rows {
            // Seven cells: eight unescaped pipes.
            let unescaped = row.enumerated().filter { offset, character in
                character == "|" && (offset == 0 || Array(row)[offset - 1] != "\\")
            }
            #expect(unescaped.count == 8)
        }
        #expect(!text.contains("<script"))
        #expect(!text.contains("<b>"))
        #expect(!text.contains("](https"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test(arguments: HostileText.all.indices)
    func `a hostile catalog name stays one code span on one line`(index: Int) {
        var report = SampleReports.whole()
        report.catalog = "\u{1B}[0l\u{07}design`system\n" + HostileText.all[index]
        let text = MarkdownReport().render(report)
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
        let line = text.split(separator: "\n").first { $0.hasPrefix("Catalog `") }
        #expect(line?.filter { $0 == "`" }.count == 2, "\(line ?? "")")
        #expect(line?.contains("\\u{7}") == true, "\(line ?? "")")
    }
}
