import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats
import Testing

@Suite struct ReportJSONTests {
    @Test func `a report read back from its JSON is the same report`() throws {
        let report = SampleReports.whole()
        let decoded = try ReportJSON.decode(ReportJSON.encode(report))
        #expect(decoded == report.canonicalized())
        #expect(ReportJSON.encode(decoded) == ReportJSON.encode(report))
    }

    @Test func `a finding's element location and its catalog entry survive the round trip`() throws {
        var report = SampleReports.whole()
        report.findings[0].location = CodeLocation(file: "Sources/DesignSystem/Rating.swift", line: 42, column: 13)
        report.findings[0].componentLocation = CodeLocation(file: "Sources/DesignSystem/Catalog.swift", line: 7)
        let text = ReportJSON.encode(report)
        let parsed = try JSONParser().parse(text)
        #expect(parsed["findings"]?.arrayValue?.first?["componentLocation"]?["line"] == 7)
        let decoded = try ReportJSON.decode(text)
        #expect(decoded.findings[0].location == report.findings[0].location)
        #expect(decoded.findings[0].componentLocation == report.findings[0].componentLocation)
    }

    @Test func `the element's line of a finding at a drawing survives the round trip`() throws {
        var report = SampleReports.whole()
        report.findings[0].location = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 12, column: 22)
        report.findings[0].elementLocation = CodeLocation(file: "Sources/DesignSystem/Chip.swift", line: 9, column: 9)
        let text = ReportJSON.encode(report)
        let parsed = try JSONParser().parse(text)
        #expect(parsed["findings"]?.arrayValue?.first?["elementLocation"]?["line"] == 9)
        #expect(try ReportJSON.decode(text).findings[0].elementLocation == report.findings[0].elementLocation)
        // A finding at its element's own line writes none.
        report.findings[0].elementLocation = nil
        #expect(try JSONParser().parse(ReportJSON.encode(report))["findings"]?.arrayValue?.first?["elementLocation"] == nil)
    }

    @Test(arguments: HostileText.all.indices)
    func `hostile labels survive the JSON round trip intact`(index: Int) throws {
        let label = HostileText.all[index]
        let report = HostileReport.make(label: label)
        let text = ReportJSON.encode(report)
        let parsed = try JSONParser().parse(text)
        #expect(parsed["findings"]?.arrayValue?.first?["element"]?["label"]?.stringValue == label)
        let decoded = try ReportJSON.decode(text)
        #expect(decoded == report.canonicalized())
        #expect(decoded.findings.first?.element.label == label)
        #expect(decoded.screens.first?.stops.first?.hint == label)
    }

    @Test func `the spec's example is written with the spec's keys in the spec's order`() {
        let finding = Finding(
            rule: "contrast-non-text", severity: .serious, wcag: ["1.4.11"], component: "Rating", style: "star", state: "value=3",
            element: .init(path: NodePath([0]), label: "Stars", description: "Stars: 3. Adjustable."),
            cells: .init(count: 12, of: 24, when: "colorScheme=light"),
            message: "star icon #FF9500 on #FFFFFF has contrast 2.15:1; needs 3:1",
            fix: "use a darker orange in light mode", location: CodeLocation(file: "Sources/ArticleExamples/Rating.swift", line: 42))
        let report = AuditReport(
            catalog: "design-system", matrix: "pairwise",
            summary: .init(
                components: 9, styles: 19, cells: 1520, violations: 1, incomplete: 2, passes: 48210,
                bySeverity: .init(serious: 1), scenarios: .init(passed: 96), failed: true),
            findings: [finding])
        #expect(
            ReportJSON.encode(report) == """
                {
                  "version": 1,
                  "tool": {
                    "name": "a11y-audit",
                    "version": "0.1.0"
                  },
                  "catalog": "design-system",
                  "matrix": "pairwise",
                  "summary": {
                    "components": 9,
                    "styles": 19,
                    "cells": 1520,
                    "violations": 1,
                    "incomplete": 2,
                    "passes": 48210,
                    "bySeverity": {
                      "critical": 0,
                      "serious": 1,
                      "moderate": 0,
                      "minor": 0
                    },
                    "scenarios": {
                      "passed": 96,
                      "failed": 0
                    },
                    "failed": true
                  },
                  "findings": [
                    {
                      "rule": "contrast-non-text",
                      "outcome": "violation",
                      "severity": "serious",
                      "wcag": ["1.4.11"],
                      "component": "Rating",
                      "style": "star",
                      "state": "value=3",
                      "element": {
                        "path": "0",
                        "label": "Stars",
                        "description": "Stars: 3. Adjustable."
                      },
                      "cells": {
                        "count": 12,
                        "of": 24,
                        "when": "colorScheme=light"
                      },
                      "message": "star icon #FF9500 on #FFFFFF has contrast 2.15:1; needs 3:1",
                      "fix": "use a darker orange in light mode",
                      "location": {
                        "file": "Sources/ArticleExamples/Rating.swift",
                        "line": 42
                      },
                      "baseline": false
                    }
                  ],
                  "scenarios": [],
                  "units": [],
                  "rules": [],
                  "screens": []
                }

                """)
    }

    @Test func `findings are written critical first, then by rule, component, style, state and path`() throws {
        let findings = [
            SampleReports.finding("b-rule", .minor, "A", "s", "x"),
            SampleReports.finding("a-rule", .serious, "B", "s", "x", path: "0.10"),
            SampleReports.finding("a-rule", .serious, "B", "s", "x", path: "0.2"),
            SampleReports.finding("z-rule", .critical, "Z", "s", "x"),
            SampleReports.finding("a-rule", .serious, "A", "t", "x"),
            SampleReports.finding("a-rule", .serious, "A", "s", "y"),
        ]
        let order = try ReportJSON.decode(
            ReportJSON.encode(
                AuditReport(
                    catalog: "c", matrix: "smoke", summary: .init(),
                    findings: findings))
        ).findings
        #expect(
            order.map { "\($0.severity) \($0.rule) \($0.component) \($0.style) \($0.state) \($0.element.path)" } == [
                "critical z-rule Z s x 0",
                "serious a-rule A s y 0",
                "serious a-rule A t x 0",
                "serious a-rule B s x 0.2",
                "serious a-rule B s x 0.10",
                "minor b-rule A s x 0",
            ])
    }

    @Test func `a report of another version is refused with a clear message and position`() {
        let text = ReportJSON.encode(SampleReports.whole()).replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 2,")
        #expect {
            try ReportJSON.decode(text)
        } throws: { error in
            let error = error as? ReportDecodingError
            return error?.line == 2 && error?.column == 14
                && error?.description == "2:14: version: this is a report of version 2; this a11y-audit reads version 1"
        }
    }

    struct BadReport: CustomTestStringConvertible, Sendable {
        var name: String
        var edit: @Sendable (String) -> String
        var expected: String
        var line: Int?
        var testDescription: String { name }
    }

    static let badReports: [BadReport] = [
        BadReport(
            name: "an unknown severity", edit: { $0.replacingOccurrences(of: "\"severity\": \"critical\"", with: "\"severity\": \"critcal\"") },
            expected: "findings[0].severity: 'critcal' is not a severity (critical, serious, moderate or minor); did you mean 'critical'?"),
        BadReport(
            name: "a missing key", edit: { $0.replacingOccurrences(of: "\"catalog\": \"design-system\",", with: "") },
            expected: "missing key 'catalog'", line: 1),
        BadReport(
            name: "a string for a count", edit: { $0.replacingOccurrences(of: "\"passes\": 1234", with: "\"passes\": \"many\"") },
            expected: "summary.passes: expected a number, found a string"),
        BadReport(
            name: "a count too large to read exactly",
            edit: { $0.replacingOccurrences(of: "\"passes\": 1234", with: "\"passes\": 9223372036854775807") },
            expected: "is too large; whole numbers here are below 9,000,000,000,000,000"),
        BadReport(
            name: "a finding in more cells than there are",
            edit: { $0.replacingOccurrences(of: "\"of\": 24", with: "\"of\": 12") },
            expected: "cells.count: a finding in 24 cells of 12: 'count' is more than 'of'"),
        BadReport(
            name: "a bad element path", edit: { $0.replacingOccurrences(of: "\"path\": \"1.0\"", with: "\"path\": \"one\"") },
            expected: "findings[3].element.path: 'one' is not an element path"),
        BadReport(name: "truncated JSON", edit: { String($0.prefix(200)) }, expected: "summary.styles: unterminated string"),
        BadReport(
            name: "an impossible shard",
            edit: { $0.replacingOccurrences(of: "\"units\"", with: "\"shard\": {\"index\": 4, \"count\": 3},\n  \"units\"") },
            expected: "shard.index: shard 4/3 does not exist"),
        BadReport(
            name: "a billion shards",
            edit: { $0.replacingOccurrences(of: "\"units\"", with: "\"shard\": {\"index\": 1, \"count\": 1000000000},\n  \"units\"") },
            expected: "shard.count: 1000000000 shards; a run has at most 10000"),
        BadReport(
            name: "a run without its settings", edit: { $0.replacingOccurrences(of: "\"env\": \"default\",", with: "") },
            expected: "run: missing key 'env'"),
    ]

    @Test(arguments: badReports)
    func `an invalid report names the path, line and column of the problem`(bad: BadReport) throws {
        let text = bad.edit(ReportJSON.encode(SampleReports.whole()))
        do {
            _ = try ReportJSON.decode(text)
            Issue.record("decoded an invalid report")
        } catch {
            #expect(error.messageWithPath.contains(bad.expected), "\(error)")
            if let line = bad.line { #expect(error.line == line) } else { #expect(error.line > 1) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.indices.contains(error.line - 1))
        }
    }

    @Test func `unknown keys from a newer writer are ignored`() throws {
        let text = ReportJSON.encode(SampleReports.whole()).replacingOccurrences(
            of: "\"matrix\": \"pairwise\",",
            with: "\"matrix\": \"pairwise\", \"future\": [1, 2],")
        #expect(try ReportJSON.decode(text) == SampleReports.whole().canonicalized())
    }

    @Test func `a catalog run is recorded after the shard, and a report without it reads as of an unknown run`() throws {
        var report = SampleReports.whole()
        report.run = AuditReport.Run(
            components: ["Tag", "Rating", "Tag"], styles: ["star"], environment: SettingsOverride(colorScheme: .dark),
            scenarios: nil)
        let text = ReportJSON.encode(report)
        #expect(
            text.contains(
                """
                  "run": {
                    "components": ["Rating", "Tag"],
                    "styles": ["star"],
                    "states": [],
                    "env": "colorScheme=dark",
                    "scenarios": null
                  },
                  "units": [
                """))
        #expect(try ReportJSON.decode(text).run == report.run)
        report.run = nil
        let old = ReportJSON.encode(report)
        #expect(!old.contains("\"run\""))
        #expect(try ReportJSON.decode(old).run == nil)
    }

    @Test func `a run's env is read back as the settings it fixes, and one that is not a settings list is refused there`() throws {
        var report = SampleReports.whole()
        report.run = AuditReport.Run(environment: SettingsOverride(colorScheme: .light, boldText: true))
        let text = ReportJSON.encode(report)
        #expect(text.contains(#""env": "colorScheme=light,boldText=true""#))
        #expect(try ReportJSON.decode(text).run?.environment == SettingsOverride(colorScheme: .light, boldText: true))
        let bad = text.replacingOccurrences(of: #""env": "colorScheme=light,boldText=true""#, with: #""env": "colourScheme=dark""#)
        #expect {
            try ReportJSON.decode(bad)
        } throws: { error in
            (error as? ReportDecodingError)?.description.hasSuffix(
                "run.env: unknown setting 'colourScheme'; did you mean 'colorScheme'?") == true
        }
    }
}
