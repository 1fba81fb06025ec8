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
        let report = report.canonicalized()
        let byUnit = Dictionary(grouping: report.findings, by: \.unit)
        let units = Set(report.units).union(byUnit.keys).sorted()
        var auditCases: [String] = []
        var auditFailures = 0
        for unit in units {
            let findings = byUnit[unit] ?? []
            let failing = findings.filter { $0.fails(at: failOn) }
            let other = findings.filter { !$0.fails(at: failOn) }
            var body = ""
            if let first = failing.first {
                auditFailures += 1
                let message = failing.count == 1
                    ? "\(first.severity): [\(first.rule)] \(first.message)"
                    : "\(failing.count) findings at or above \(failOn); first: \(first.severity): [\(first.rule)] \(first.message)"
                body += "      <failure message=\"\(XMLText.attribute(message))\" type=\"\(XMLText.attribute(first.rule))\">"
                body += XMLText.escape(failing.map(Self.describe).joined(separator: "\n\n")) + "</failure>\n"
            }
            if !other.isEmpty {
                body += "      <system-out>" + XMLText.escape(other.map(Self.describe).joined(separator: "\n\n")) + "</system-out>\n"
            }
            let name = "\(unit.component) / \(unit.style) / \(unit.state)"
            let location = findings.lazy.compactMap(\.location).first
            var attributes = "classname=\"\(XMLText.attribute("\(report.catalog).\(unit.component).\(unit.style)"))\" "
                + "name=\"\(XMLText.attribute(name))\""
            if let location {
                attributes += " file=\"\(XMLText.attribute(location.file))\" line=\"\(location.line)\""
            }
            auditCases.append(body.isEmpty ? "    <testcase \(attributes)/>\n" : "    <testcase \(attributes)>\n\(body)    </testcase>\n")
        }
        var scenarioCases: [String] = []
        var scenarioFailures = 0
        for scenario in report.scenarios {
            let settings = scenario.settings.isEmpty ? "default settings" : scenario.settings
            let name = "\(scenario.name) [\(scenario.style), \(settings)]"
            let attributes = "classname=\"\(XMLText.attribute(scenario.file))\" name=\"\(XMLText.attribute(name))\" "
                + "file=\"\(XMLText.attribute(scenario.file))\" line=\"\(scenario.failure?.line ?? scenario.line)\""
            if scenario.status == .passed {
                scenarioCases.append("    <testcase \(attributes)/>\n")
                continue
            }
            scenarioFailures += 1
            let message = scenario.failure?.message ?? "the scenario failed"
            var body = "      <failure message=\"\(XMLText.attribute(message))\" type=\"scenario\">"
            body += XMLText.escape(([message] + (scenario.transcript ?? [])).joined(separator: "\n")) + "</failure>\n"
            scenarioCases.append("    <testcase \(attributes)>\n\(body)    </testcase>\n")
        }
        let tests = auditCases.count + scenarioCases.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"a11y-audit\" tests=\"\(tests)\" failures=\"\(auditFailures + scenarioFailures)\" errors=\"0\">\n"
        // A run of scenarios alone (`a11y-audit run --format junit`) has no audit suite, and an audit without
        // scenarios no scenario suite; a report with neither keeps the audit suite so the file says what ran.
        if !auditCases.isEmpty || scenarioCases.isEmpty {
            xml += suite("audit \(report.catalog) (\(report.matrix))", cases: auditCases, failures: auditFailures)
        }
        if !scenarioCases.isEmpty {
            xml += suite("scenarios", cases: scenarioCases, failures: scenarioFailures)
        }
        xml += "</testsuites>\n"
        return xml
    }

    private func suite(_ name: String, cases: [String], failures: Int) -> String {
        let head = "  <testsuite name=\"\(XMLText.attribute(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\""
        return cases.isEmpty ? head + "/>\n" : head + ">\n" + cases.joined() + "  </testsuite>\n"
    }

    /// A finding as plain text for a failure or system-out body.
    static func describe(_ finding: AuditReport.Finding) -> String {
        var lines = ["\(finding.outcome == .violation ? finding.severity.rawValue : "incomplete (\(finding.severity))"): "
            + "[\(finding.rule)] \(finding.message)"]
        var element = "element: path \(finding.element.path)"
        if let label = finding.element.label { element += ", label \"\(label)\"" }
        if let spoken = finding.element.description { element += ", spoken \"\(spoken)\"" }
        lines.append(element)
        lines.append("where: \(TextReport.cellsText(finding.cells))")
        if !finding.wcag.isEmpty { lines.append("wcag: \(finding.wcag.joined(separator: ", "))") }
        if let diff = finding.diff { lines += diff }
        lines.append("fix: \(finding.fix)")
        if let location = finding.location { lines.append("at: \(location.file):\(location.line)") }
        if finding.baseline { lines.append("in the baseline") }
        if let reason = finding.suppressed { lines.append("suppressed: \(reason)") }
        return lines.joined(separator: "\n")
    }
}
