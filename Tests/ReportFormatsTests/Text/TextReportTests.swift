import AccessibilityModel
import ReportFormats
import Testing

@Suite struct TextReportTests {
    static let small: AuditReport = {
        var known = SampleReports.finding("label-missing", .critical, "Rating", "star", "default", path: "1", label: nil, line: nil)
        known.baseline = true
        var located = SampleReports.finding("contrast-non-text", .serious, "Rating", "star", "value=3", when: "colorScheme=light", count: 12)
        located.componentLocation = CodeLocation(file: "Sources/DesignSystem/Catalog.swift", line: 7)
        let report = AuditReport(
            catalog: "design-system", matrix: "pairwise", summary: .init(components: 1, styles: 1, cells: 24, passes: 310),
            findings: [
                located,
                known,
            ],
            scenarios: [
                .init(
                    file: "Scenarios/rating.scenario", line: 2, name: "adjust", style: "star", settings: "colorScheme=dark",
                    status: .failed, failure: .init(message: "expected \"Stars: 4\", heard \"Stars: 3\"", line: 6)),
                .init(file: "Scenarios/rating.scenario", line: 2, name: "adjust", style: "star", settings: "", status: .passed),
            ])
        return report.recountingFindings().applyingVerdict(failOn: .serious)
    }()

    @Test func `a small report reads like compiler output`() {
        #expect(
            TextReport().render(Self.small) == """
                Rating, style star
                Rating: warning: critical: [label-missing] label-missing on unlabeled
                  element: path 1
                  where: state default, in all 24 cells
                  wcag: 1.4.11
                  fix: fix label-missing
                  note: in the baseline; does not fail the run
                Sources/DesignSystem/Rating.swift:42:1: error: serious: [contrast-non-text] contrast-non-text on Stars
                  element: path 0, label "Stars", spoken "Stars: 3. Adjustable."
                  where: state value=3, in 12 of 24 cells, when colorScheme=light
                  wcag: 1.4.11
                  fix: fix contrast-non-text
                  component: Rating at Sources/DesignSystem/Catalog.swift:7:1

                Scenarios
                Scenarios/rating.scenario:6:1: failed: scenario 'adjust': expected "Stars: 4", heard "Stars: 3"
                  where: style star, colorScheme=dark

                2 violations (critical 1, serious 1, moderate 0, minor 0), 0 incomplete, 310 passes; scenarios: 1 passed, 1 failed
                1 component, 1 style, 24 cells audited
                result: FAILED (1 finding at or above serious, 1 scenario failed)

                """)
    }

    @Test func `a finding at a drawing names the line that made its element`() {
        var finding = SampleReports.finding("contrast-non-text", .serious, "Chip", "default", "default")
        finding.location = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 12, column: 22)
        finding.elementLocation = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 9, column: 9)
        var report = Self.small
        report.findings = [finding]
        let lines = TextReport().render(report).split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("Sources/DesignSystem/Chip.swift:12:22: ") })
        #expect(lines.contains("  element made at: Sources/DesignSystem/Chip.swift:9:9"))
    }

    @Test func `colour comes only from the markup, and the words are the same without it`() {
        let painted = TextMarkup(failure: { "<F>\($0)</F>" }, success: { "<S>\($0)</S>" }, emphasis: { "<E>\($0)</E>" })
        let text = TextReport(markup: painted).render(Self.small)
        #expect(text.contains("<F>serious</F>: [contrast-non-text]"))
        #expect(text.contains("result: <F>FAILED</F>"))
        let stripped = text.replacing(/<\/?[FSE]>/, with: "")
        #expect(stripped == TextReport().render(Self.small))
        #expect(!TextReport().render(Self.small).contains("\u{1B}"))
    }

    @Test func `a passing run says what it checked against`() {
        var report = Self.small
        report.scenarios.removeAll()
        report.findings.removeAll { !$0.baseline }
        let text = TextReport().render(report.recountingFindings().applyingVerdict(failOn: .serious))
        #expect(text.hasSuffix("result: passed (nothing new at or above serious, 1 in the baseline)\n"))
    }

    @Test(arguments: HostileText.all.indices)
    func `labels cannot inject escape sequences or break lines`(index: Int) {
        let label = HostileText.all[index]
        let text = TextReport().render(HostileReport.make(label: label))
        for scalar in text.unicodeScalars where scalar != "\n" {
            #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) && !(0x202A...0x202E).contains(scalar.value))
        }
        // Every line of a finding starts with its location or two spaces of indentation.
        for line in text.split(separator: "\n") {
            #expect(
                line.hasPrefix("Sources/") || line.hasPrefix("  ") || line.hasPrefix("Card") || line.hasPrefix("Scenarios")
                    || line.first?.isNumber == true || line.hasPrefix("result:"), "\(line.prefix(80))")
        }
    }
}
