import AccessibilityAudit

/// The report as GitHub-flavoured Markdown for a pull-request comment: a
/// verdict, a summary table, a table of findings (severity in words, rule,
/// where, element, message and fix) and the failed scenarios. Every string
/// from a tree is escaped (pipes, backticks, emphasis, HTML).
public struct MarkdownReport: Sendable {
    public var failOn: FailThreshold

    public init(failOn: FailThreshold = .serious) { self.failOn = failOn }

    /// The Markdown text, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { render(report, to: &$0) }
    }

    /// Writes the text of ``render(_:)`` a finding at a time.
    public func render<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        let summary = report.summary
        let e = MarkdownText.escape
        var lines: [String] = []
        /// Writes the lines gathered so far, each followed by a newline.
        func flush() throws(Failure) {
            try output.append { bytes in
                for line in lines {
                    bytes.append(contentsOf: line.utf8)
                    bytes.append(0x0A)
                }
            }
            lines.removeAll(keepingCapacity: true)
        }
        let verdict = summary.failed ? "❌ failed" : "✅ passed"
        lines.append("## Accessibility audit: \(verdict)")
        lines.append("")
        lines.append(
            "Catalog `\(MarkdownText.codeSpan(report.catalog))`, matrix \(e(report.matrix)), "
                + "fails on \(failOn.severity.map { "\($0.rawValue) and above" } ?? "nothing (never)").")
        lines.append("")
        lines.append("| | count |")
        lines.append("|---|---:|")
        for severity in Severity.all {
            lines.append("| \(severity.rawValue) violations | \(summary.bySeverity[severity]) |")
        }
        lines.append("| incomplete | \(summary.incomplete) |")
        lines.append("| passes | \(summary.passes) |")
        lines.append("| scenarios passed | \(summary.scenarios.passed) |")
        lines.append("| scenarios failed | \(summary.scenarios.failed) |")
        lines.append("| components / styles / cells | \(summary.components) / \(summary.styles) / \(summary.cells) |")
        if !report.notes.isEmpty {
            lines.append("")
            for note in report.notes { lines.append("> Note: \(e(note))") }
        }
        if !report.findings.isEmpty {
            lines.append("")
            lines.append("### Findings")
            lines.append("")
            lines.append("| severity | rule | component / style / state | element | where | message | fix |")
            lines.append("|---|---|---|---|---|---|---|")
            for finding in report.findings {
                var severity = finding.outcome == .violation ? "**\(finding.severity.rawValue)**" : "incomplete (\(finding.severity.rawValue))"
                if finding.baseline { severity += " (baseline)" }
                if finding.suppression != nil { severity += " (suppressed)" }
                var element = finding.element.xpath.map { "`\($0.replacingOccurrences(of: "`", with: "'"))`" } ?? "path \(finding.element.path)"
                if let label = finding.element.label { element += ", “\(e(label))”" }
                if let identifier = finding.element.identifier { element += ", identifier “\(e(identifier))”" }
                var place = "\(e(finding.component)) / \(e(finding.style)) / \(e(finding.state))"
                if let location = finding.location { place += " (\(e(location.file)):\(location.line):\(location.column))" }
                if let element = finding.elementLocation { place += ", element \(e(element.file)):\(element.line):\(element.column)" }
                if let entry = finding.componentLocation, entry != finding.location {
                    place += ", entry \(e(entry.file)):\(entry.line)"
                }
                var message = e(finding.message)
                if let reason = finding.suppression { message += " Suppressed: \(e(reason))" }
                let cells = [
                    severity, "\(e(finding.rule.rawValue))", place, element, e(TextReport.cellsText(finding.cells)), message, e(finding.fix),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
                try flush()
            }
        }
        let failed = report.scenarios.filter { $0.status != .passed }
        if !failed.isEmpty {
            lines.append("")
            lines.append("### Failed scenarios")
            lines.append("")
            for scenario in failed {
                let settings = scenario.settings.isEmpty ? "default settings" : e(scenario.settings)
                let message = scenario.failure.map { ": " + e($0.message) } ?? ""
                lines.append(
                    "- \(e(scenario.file)):\(scenario.failure?.line ?? scenario.line) “\(e(scenario.name))” "
                        + "(style \(e(scenario.style)), \(settings))\(message)")
            }
        }
        try flush()
    }
}
