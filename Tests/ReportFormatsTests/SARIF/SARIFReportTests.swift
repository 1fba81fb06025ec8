import AccessibilityAudit
import AccessibilityModel
import ReportFormats
import Testing

@Suite struct SARIFReportTests {
    @Test func `the log has SARIF 2.1.0's required fields and one result per finding`() throws {
        let report = SampleReports.whole()
        let log = try JSONParser().parse(SARIFReport().render(report))
        #expect(log["version"] == "2.1.0")
        let run = try #require(log["runs"]?.arrayValue?.first)
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"] == "a11y-audit")
        #expect(driver["version"] == "0.1.0")
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == report.findings.count + report.summary.scenarios.failed)
        let rules = try #require(driver["rules"]?.arrayValue)
        for result in results {
            let id = try #require(result["ruleId"]?.stringValue)
            let index = try #require(result["ruleIndex"]?.numberValue)
            #expect(rules[Int(index)]["id"]?.stringValue == id)
            #expect(result["message"]?["text"]?.stringValue?.isEmpty == false)
        }
        let contrast = try #require(rules.first { $0["id"] == "contrast-non-text" })
        #expect(contrast["helpUri"] == "docs/rules.md#contrast-non-text")
        #expect(contrast["shortDescription"]?["text"] == "Non-text contrast")
        #expect(contrast["help"]?["text"]?.stringValue?.contains("Use a darker colour.") == true)
        #expect(contrast["properties"]?["tags"] == ["accessibility", "wcag2.2", "wcag/1.4.11"])
    }

    @Test func `levels follow severity, and an incomplete outcome is a review`() throws {
        #expect(Severity.all.map(SARIFReport.level(of:)) == ["error", "error", "warning", "note"])
        let report = SampleReports.whole()
        let results = try #require(try JSONParser().parse(SARIFReport().render(report))["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        for (finding, result) in zip(report.canonicalized().findings, results) {
            if finding.outcome == .violation {
                #expect(result["kind"] == "fail")
                #expect(result["level"]?.stringValue == SARIFReport.level(of: finding.severity))
            } else {
                #expect(result["kind"] == "review" && result["level"] == "none")
            }
        }
    }

    @Test func `locations point at the source line, or the scenario's line`() throws {
        let report = SampleReports.whole()
        let results = try #require(try JSONParser().parse(SARIFReport().render(report))["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        let physical = results[0]["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(physical?["artifactLocation"]?["uri"] == "Sources/DesignSystem/Card.swift")
        #expect(physical?["region"]?["startLine"] == 42)
        let scenario = try #require(results.last)
        #expect(scenario["ruleId"] == "scenario-failed")
        #expect(scenario["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"] == 7)
    }

    @Test func `a finding at the element's line names the catalog entry as a related location`() throws {
        var finding = SampleReports.finding("label-missing", .critical, "Rating", "star", "default")
        finding.location = CodeLocation(file: "Sources/DesignSystem/Rating.swift", line: 42, column: 13)
        finding.componentLocation = CodeLocation(file: "Sources/DesignSystem/Catalog.swift", line: 7)
        var report = SampleReports.whole()
        report.findings = [finding]
        let results = try #require(try JSONParser().parse(SARIFReport().render(report))["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        let region = results[0]["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
        #expect(region?["startLine"] == 42 && region?["startColumn"] == 13)
        let related = try #require(results[0]["relatedLocations"]?.arrayValue?.first)
        #expect(related["physicalLocation"]?["artifactLocation"]?["uri"] == "Sources/DesignSystem/Catalog.swift")
        #expect(related["physicalLocation"]?["region"]?["startLine"] == 7)
        #expect(related["message"]?["text"] == "the catalog entry of Rating")
        // A finding located at the entry itself has no related location.
        report.findings[0].location = finding.componentLocation
        let alone = try #require(try JSONParser().parse(SARIFReport().render(report))["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        #expect(alone[0]["relatedLocations"] == nil)
    }

    @Test func `a finding at a drawing names the element's line beside the catalog entry`() throws {
        var finding = SampleReports.finding("contrast-non-text", .serious, "Chip", "default", "default")
        finding.location = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 12, column: 22)
        finding.elementLocation = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 9, column: 9)
        finding.componentLocation = CodeLocation(file: "Sources/DesignSystem/Catalog.swift", line: 7)
        var report = SampleReports.whole()
        report.findings = [finding]
        let results = try #require(try JSONParser().parse(SARIFReport().render(report))["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        #expect(results[0]["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"] == 12)
        let related = try #require(results[0]["relatedLocations"]?.arrayValue)
        #expect(related.count == 2)
        #expect(related.last?["id"] == 2)
        #expect(related.last?["physicalLocation"]?["region"]?["startLine"] == 9)
        #expect(related.last?["physicalLocation"]?["region"]?["startColumn"] == 9)
        #expect(related.last?["message"]?["text"] == "the element it is drawn in")
        #expect(related.first?["physicalLocation"]?["region"]?["startLine"] == 7)
    }

    @Test(arguments: HostileText.all.indices)
    func `hostile labels give valid JSON with the text intact`(index: Int) throws {
        let label = HostileText.all[index]
        let log = try JSONParser().parse(SARIFReport().render(HostileReport.make(label: label)))
        let result = try #require(log["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first)
        #expect(result["message"]?["text"]?.stringValue?.contains("element \"\(label)\"") == true)
        let uri = result["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]
        #expect(uri == "Sources/Design%20System/Card.swift")
    }
}
