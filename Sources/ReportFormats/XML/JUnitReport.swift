import AccessibilityAudit

/// The report as JUnit XML, which CI systems show as test results: one test
/// case per component × style × state (findings at or above `--fail-on`
/// that are neither baseline nor suppressed as its `<failure>`, the other
/// findings in `<system-out>`) and one per scenario cell.
///
/// The document is well-formed whatever the strings contain: see ``XMLText``.
public struct JUnitReport: Sendable {
    public var failOn: FailThreshold

    public init(failOn: FailThreshold = .serious) { self.failOn = failOn }

    /// The XML document, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { render(report, to: &$0) }
    }

    /// Writes the document of ``render(_:)`` a finding at a time (the counts
    /// that head it are worked out first).
    public func render<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        let byUnit = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].unit })
        let units = Set(report.units).union(byUnit.keys).sorted()
        let auditFailures = units.count(where: { unit in
            (byUnit[unit] ?? []).contains { report.findings[$0].fails(at: failOn) }
        })
        let scenarioFailures = report.scenarios.count(where: { $0.status != .passed })
        let tests = units.count + report.scenarios.count
        try output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try output.write("<testsuites name=\"a11y-audit\" tests=\"\(tests)\" failures=\"\(auditFailures + scenarioFailures)\" errors=\"0\">\n")
        // A run of scenarios alone (`a11y-audit run --format junit`) has no audit suite, and an audit without
        // scenarios no scenario suite; a report with neither keeps the audit suite so the file says what ran.
        if !units.isEmpty || report.scenarios.isEmpty {
            try output.write(suiteHead("audit \(report.catalog) (\(report.matrix))", tests: units.count, failures: auditFailures))
            if !report.notes.isEmpty, !units.isEmpty {
                try output.write("    <properties>\n")
                for note in report.notes { try output.write("      <property name=\"note\" value=\"\(XMLText.attribute(note))\"/>\n") }
                try output.write("    </properties>\n")
            }
            for unit in units {
                try writeCase(unit, findings: byUnit[unit] ?? [], of: report, to: &output)
            }
            if !units.isEmpty { try output.write("  </testsuite>\n") }
        }
        if !report.scenarios.isEmpty {
            try output.write(suiteHead("scenarios", tests: report.scenarios.count, failures: scenarioFailures))
            for scenario in report.scenarios { try output.write(testCase(for: scenario)) }
            try output.write("  </testsuite>\n")
        }
        try output.write("</testsuites>\n")
    }

    /// The test case of one component, style and state: its failing findings
    /// as a `<failure>`, the others in `<system-out>`, written a finding at a time.
    private func writeCase<Failure>(
        _ unit: WorkUnit, findings indexes: [Int], of report: AuditReport,
        to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        let findings = indexes.lazy.map { report.findings[$0] }
        let catalog = report.catalog
        let failing = indexes.filter { report.findings[$0].fails(at: failOn) }.lazy.map { report.findings[$0] }
        let other = indexes.filter { !report.findings[$0].fails(at: failOn) }.lazy.map { report.findings[$0] }
        let name = "\(unit.component) / \(unit.style) / \(unit.state)"
        var attributes =
            "classname=\"\(XMLText.attribute("\(catalog).\(unit.component).\(unit.style)"))\" "
            + "name=\"\(XMLText.attribute(name))\""
        if let location = findings.lazy.compactMap({ $0.componentLocation ?? $0.location }).first {
            attributes += " file=\"\(XMLText.attribute(location.file))\" line=\"\(location.line)\""
        }
        guard !failing.isEmpty || !other.isEmpty else {
            try output.write("    <testcase \(attributes)/>\n")
            return
        }
        try output.write("    <testcase \(attributes)>\n")
        if let first = failing.first {
            let message =
                failing.count == 1
                ? "\(first.severity): [\(first.rule)] \(first.message)"
                : "\(failing.count) findings at or above \(failOn); first: \(first.severity): [\(first.rule)] \(first.message)"
            try output.write("      <failure message=\"\(XMLText.attribute(message))\" type=\"\(XMLText.attribute(first.rule.rawValue))\">")
            try writeDescriptions(of: failing, to: &output)
            try output.write("</failure>\n")
        }
        if !other.isEmpty {
            try output.write("      <system-out>")
            try writeDescriptions(of: other, to: &output)
            try output.write("</system-out>\n")
        }
        try output.write("    </testcase>\n")
    }

    /// The findings described and escaped, separated by blank lines
    /// (escaping is done character by character, so one at a time is the same text).
    private func writeDescriptions<Failure>(
        of findings: some Sequence<Finding>,
        to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        for (index, finding) in findings.enumerated() {
            try output.write((index == 0 ? "" : "\n\n") + XMLText.escape(Self.describe(finding)))
        }
    }

    private func testCase(for scenario: AuditReport.ScenarioResult) -> String {
        let settings = scenario.settings.isEmpty ? "default settings" : scenario.settings
        let name = "\(scenario.name) [\(scenario.style), \(settings)]"
        let attributes =
            "classname=\"\(XMLText.attribute(scenario.file))\" name=\"\(XMLText.attribute(name))\" "
            + "file=\"\(XMLText.attribute(scenario.file))\" line=\"\(scenario.failure?.line ?? scenario.line)\""
        if scenario.status == .passed {
            return "    <testcase \(attributes)/>\n"
        }
        let message = scenario.failure?.message ?? "the scenario failed"
        var body = "      <failure message=\"\(XMLText.attribute(message))\" type=\"scenario\">"
        body += XMLText.escape(([message] + (scenario.transcript ?? [])).joined(separator: "\n")) + "</failure>\n"
        return "    <testcase \(attributes)>\n\(body)    </testcase>\n"
    }

    /// `  <testsuite …>` (or `…/>` with no test cases), with its line break.
    private func suiteHead(_ name: String, tests: Int, failures: Int) -> String {
        let head = "  <testsuite name=\"\(XMLText.attribute(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        return tests == 0 ? head + "/>\n" : head + ">\n"
    }

    /// A finding as plain text for a failure or system-out body.
    static func describe(_ finding: Finding) -> String {
        var lines = [
            "\(finding.outcome == .violation ? finding.severity.rawValue : "incomplete (\(finding.severity))"): "
                + "[\(finding.rule)] \(finding.message)"
        ]
        var element = finding.element.xpath.map { "element: \($0)" } ?? "element: path \(finding.element.path)"
        if let label = finding.element.label { element += ", label \"\(label)\"" }
        if let identifier = finding.element.identifier { element += ", identifier \"\(identifier)\"" }
        if let spoken = finding.element.description { element += ", spoken \"\(spoken)\"" }
        lines.append(element)
        lines.append("where: \(TextReport.cellsText(finding.cells))")
        if !finding.wcag.isEmpty { lines.append("wcag: \(finding.wcag.joined(separator: ", "))") }
        if let diff = finding.diff { lines += diff }
        lines.append("fix: \(finding.fix)")
        if let location = finding.location { lines.append("at: \(location.file):\(location.line):\(location.column)") }
        if let element = finding.elementLocation { lines.append("element: \(element.file):\(element.line):\(element.column)") }
        if let entry = finding.componentLocation, entry != finding.location {
            lines.append("component: \(finding.component) at \(entry.file):\(entry.line)")
        }
        if finding.baseline { lines.append("in the baseline") }
        if let reason = finding.suppression { lines.append("suppressed: \(reason)") }
        return lines.joined(separator: "\n")
    }
}
