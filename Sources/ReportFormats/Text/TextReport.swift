import AccessibilityAudit

/// The report as people read it in a terminal or a CI log: compiler-style
/// lines (`path:line:col: serious: [rule-id] message`) grouped under a
/// heading per component and style, each followed by indented notes, then
/// failed scenarios, the counts and a verdict.
///
/// ```
/// Rating, style star
/// Sources/DesignSystem/Rating.swift:42:1: serious: [contrast-non-text] star icon has contrast 2.15:1; needs 3:1
///   element: path 0, label "Stars", spoken "Stars: 3. Adjustable."
///   where: state value=3, in 12 of 24 cells, when colorScheme=light
///   fix: use a darker orange in light mode
/// ```
public struct TextReport: Sendable {
    /// The threshold the verdict line explains.
    public var failOn: FailThreshold
    public var markup: TextMarkup

    public init(failOn: FailThreshold = .serious, markup: TextMarkup = .plain) {
        self.failOn = failOn
        self.markup = markup
    }

    /// The whole text, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { render(report, to: &$0) }
    }

    /// Writes the text of ``render(_:)`` a finding at a time.
    public func render<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        func write(_ lines: [String]) throws(Failure) {
            try output.append { bytes in
                for line in lines {
                    bytes.append(contentsOf: line.utf8)
                    bytes.append(0x0A)
                }
            }
        }
        let groups = Dictionary(grouping: report.findings.indices) { [report.findings[$0].component, report.findings[$0].style] }
        let order = groups.keys.sorted { $0.lexicographicallyPrecedes($1) }
        for key in order {
            guard let findings = groups[key] else { continue }
            try write([markup.emphasis("\(safe(key[0])), style \(safe(key[1]))")])
            for index in findings { try write(lines(for: report.findings[index])) }
            try write([""])
        }
        let failedScenarios = report.scenarios.filter { $0.status != .passed }
        if !failedScenarios.isEmpty {
            try write([markup.emphasis("Scenarios")])
            for scenario in failedScenarios { try write(lines(for: scenario)) }
            try write([""])
        }
        if !report.notes.isEmpty {
            try write(report.notes.map { "note: \(safe($0))" } + [""])
        }
        try write([summaryLine(report.summary), verdict(report)])
    }

    func safe(_ text: String) -> String { TerminalText.safe(text) }

    func severityWord(_ finding: Finding) -> String {
        let word = finding.severity.rawValue
        let painted = finding.severity >= .serious ? markup.failure(word) : markup.emphasis(word)
        return finding.outcome == .violation ? painted : "incomplete (\(painted))"
    }

    func lines(for finding: Finding) -> [String] {
        let place = finding.location.map { "\(safe($0.file)):\($0.line):\($0.column)" } ?? safe(finding.component)
        // `error` or `warning` where a compiler puts it, so that IDEs and CI logs show the line.
        let kind = finding.fails(at: failOn) ? "error" : "warning"
        var lines = ["\(place): \(kind): \(severityWord(finding)): [\(safe(finding.rule.rawValue))] \(safe(finding.message))"]
        // A captured element is named as a UI test finds it again: its XPath, label and identifier.
        var element = finding.element.xpath.map { "  element: \(safe($0))" } ?? "  element: path \(finding.element.path)"
        if let label = finding.element.label { element += ", label \"\(safe(label))\"" }
        if let identifier = finding.element.identifier { element += ", identifier \"\(safe(identifier))\"" }
        if let spoken = finding.element.description { element += ", spoken \"\(safe(spoken))\"" }
        lines.append(element)
        lines.append("  where: state \(safe(finding.state)), \(Self.cellsText(finding.cells))")
        if !finding.wcag.isEmpty { lines.append("  wcag: \(finding.wcag.map(safe).joined(separator: ", "))") }
        if let diff = finding.diff {
            lines.append("  diff:")
            lines += diff.map { "    " + safe($0) }
        }
        lines.append("  fix: \(safe(finding.fix))")
        if let element = finding.elementLocation {
            lines.append("  element made at: \(safe(element.file)):\(element.line):\(element.column)")
        }
        if let entry = finding.componentLocation, entry != finding.location {
            lines.append("  component: \(safe(finding.component)) at \(safe(entry.file)):\(entry.line):\(entry.column)")
        }
        if finding.baseline { lines.append("  note: in the baseline; does not fail the run") }
        if let reason = finding.suppression { lines.append("  note: suppressed (\(safe(reason))); does not fail the run") }
        return lines
    }

    /// `in 12 of 24 cells, when colorScheme=light`, `in all 24 cells`, with `; worst when colorScheme=dark`
    /// when the finding's worst instance occurs in fewer of them.
    static func cellsText(_ cells: Finding.Cells) -> String {
        let worst = cells.worst.map { "; worst when \(TerminalText.safe($0))" } ?? ""
        if cells.when == "always" || (cells.count == cells.of && cells.of > 0) {
            return (cells.of == 1 ? "in the only cell" : "in all \(cells.of) cells") + worst
        }
        return "in \(cells.count) of \(cells.of) \(cells.of == 1 ? "cell" : "cells"), when \(TerminalText.safe(cells.when))" + worst
    }

    func lines(for scenario: AuditReport.ScenarioResult) -> [String] {
        let line = scenario.failure?.line ?? scenario.line
        let message = scenario.failure.map { ": " + safe($0.message) } ?? ""
        var lines = ["\(safe(scenario.file)):\(line):1: \(markup.failure("failed")): scenario '\(safe(scenario.name))'\(message)"]
        let settings = scenario.settings.isEmpty ? "default settings" : safe(scenario.settings)
        lines.append("  where: style \(safe(scenario.style)), \(settings)")
        if let transcript = scenario.transcript, !transcript.isEmpty {
            lines.append("  transcript:")
            lines += transcript.map { "    " + safe($0) }
        }
        return lines
    }

    func summaryLine(_ summary: AuditSummary) -> String {
        let counts = Severity.all.map { "\($0.rawValue) \(summary.bySeverity[$0])" }.joined(separator: ", ")
        return "\(Self.plural(summary.violations, "violation")) (\(counts)), \(summary.incomplete) incomplete, "
            + "\(Self.plural(summary.passes, "pass", "passes")); scenarios: \(summary.scenarios.passed) passed, "
            + "\(summary.scenarios.failed) failed"
            + "\n\(Self.plural(summary.components, "component")), \(Self.plural(summary.styles, "style")), "
            + "\(Self.plural(summary.cells, "cell")) audited"
    }

    func verdict(_ report: AuditReport) -> String {
        let failing = report.failingFindings(at: failOn).count
        let scenarios = report.summary.scenarios.failed
        let threshold = failOn.severity.map { "at or above \($0.rawValue)" } ?? "(--fail-on never)"
        if report.summary.failed {
            var reasons: [String] = []
            if failing > 0 { reasons.append("\(Self.plural(failing, "finding")) \(threshold)") }
            if scenarios > 0 { reasons.append("\(Self.plural(scenarios, "scenario")) failed") }
            let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: ", ")))"
            return "result: \(markup.failure("FAILED"))\(why)"
        }
        let known = report.findings.count(where: { $0.baseline })
        let suppressed = report.findings.count(where: { $0.suppression != nil })
        var notes = [failOn.severity == nil ? "nothing fails with --fail-on never" : "nothing new \(threshold)"]
        if known > 0 { notes.append("\(known) in the baseline") }
        if suppressed > 0 { notes.append("\(suppressed) suppressed") }
        return "result: \(markup.success("passed")) (\(notes.joined(separator: ", ")))"
    }

    static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }
}
