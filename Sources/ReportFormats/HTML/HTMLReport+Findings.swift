import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The findings list: one entry per root cause, worst first, with the filters over it.
extension HTMLReport {
    func findingsSection<Failure>(
        _ causes: [AuditReport.RootCause], report: AuditReport, groups: [Group], to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        try output.write("<section id=\"findings\" aria-labelledby=\"findings-heading\">\n<h2 id=\"findings-heading\">Findings, worst first</h2>\n")
        guard !causes.isEmpty else {
            try output.write("<p>No findings.</p>\n</section>\n")
            return
        }
        try output.write(
            "<p>One entry per root cause (one rule at one line of code, wherever it is drawn), with every component, style "
                + "and state where it occurs, each linked to its pictures. Worst first: violations before incompletes, "
                + "then by severity, what fails the run before what does not, then the one that occurs in more cells.</p>\n")
        let filters = Filters(causes: causes, report: report)
        try output.write(filters.form())
        try output.write(severityLegend())
        try output.write("<ol class=\"findings\">\n")
        for (number, cause) in causes.enumerated() {
            try card(cause, number: number + 1, report: report, filters: filters, groups: groups, to: &output)
        }
        try output.write("</ol>\n</section>\n")
    }

    /// What each severity means; the severity badges of the findings link here.
    func severityLegend() -> String {
        let meanings: [(String, String)] = [
            ("critical", "blocks use entirely (an unreachable or unlabeled control)"),
            ("serious", "makes use very hard (illegible text, tiny targets)"),
            ("moderate", "makes use harder (a label that differs from the visible text)"),
            ("minor", "an annoyance (redundant words in a label)"),
            ("incomplete", "the audit cannot decide (text over a gradient): a person should look"),
        ]
        var html = "<div class=\"legend\"><h3>What the severities mean</h3><dl>\n"
        for (name, meaning) in meanings {
            html += "<dt id=\"severity-\(name)\"><span class=\"badge \(name)\">\(name)</span></dt><dd>\(meaning)</dd>\n"
        }
        return html + "</dl></div>\n"
    }

    /// One root cause: its worst finding's message, source, WCAG and fix, then every finding of it with its cells.
    func card<Failure>(
        _ cause: AuditReport.RootCause, number: Int, report: AuditReport, filters: Filters, groups: [Group],
        to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        let findings = cause.findings.map { report.findings[$0] }
        guard let first = findings.first else { return }
        let badge = cause.outcome == .violation ? cause.severity.rawValue : "incomplete"
        var html = "<li class=\"finding\" id=\"finding-\(number)\" \(filters.attributes(of: findings, severity: badge))>\n"
        html += "<h3><a class=\"badge \(badge)\" href=\"#severity-\(badge)\">\(badge)</a> "
        if cause.outcome != .violation { html += "(\(cause.severity.rawValue) if it is a violation) " }
        html += "<code>\(h(first.rule.rawValue))</code>: \(h(first.message))</h3>\n"
        if cause.outcome == .violation, !cause.fails {
            html += "<p class=\"passes-run\">Does not fail the run (in the baseline, suppressed or below --fail-on).</p>\n"
        }
        html += "<dl>\n"
        if let location = first.location {
            html += "<dt>Source</dt><dd><code>\(h(location.file)):\(location.line):\(location.column)</code></dd>\n"
        }
        if let element = first.elementLocation {
            html += "<dt>Element</dt><dd><code>\(h(element.file)):\(element.line):\(element.column)</code></dd>\n"
        }
        if !first.wcag.isEmpty {
            let links = first.wcag.map { "<a href=\"\(a(WCAGLinks.understanding($0)))\">WCAG \(h(WCAGLinks.title($0)))</a>" }
            html += "<dt>WCAG</dt><dd>\(links.joined(separator: ", "))</dd>\n"
        }
        html += "<dt>Fix</dt><dd>\(h(first.fix))</dd>\n"
        if let entry = first.componentLocation, entry != first.location {
            html += "<dt>Catalog entry</dt><dd><code>\(h(entry.file)):\(entry.line)</code></dd>\n"
        }
        let places = findings.count == 1 ? "Where" : "Where (\(findings.count) places)"
        html += "<dt>\(places)</dt><dd><ul class=\"occurrences\">\n"
        for (index, finding) in findings.enumerated() {
            html += occurrence(finding, id: "finding-\(number)-at-\(index + 1)", headline: first, groups: groups)
        }
        html += "</ul></dd>\n"
        if let diff = first.diff {
            html += "<dt>Difference</dt><dd><pre>\(h(diff.joined(separator: "\n")))</pre></dd>\n"
        }
        try output.write(html)
        try comparison(first, id: "finding-\(number)-compared", screens: report.screens, to: &output)
        try output.write("</dl></li>\n")
    }

    /// One finding of a root cause: its component, style and state (a link to their pictures), its cells and element,
    /// and what differs from the cause's first finding.
    func occurrence(_ finding: Finding, id: String, headline: Finding, groups: [Group]) -> String {
        let unit = "\(h(finding.component)), style \(h(finding.style)), state \(h(finding.state))"
        var html = "<li id=\"\(id)\">"
        html += Self.anchor(of: finding.unit, in: groups).map { "<a href=\"#\($0)\">\(unit)</a>" } ?? unit
        html += ": \(h(TextReport.cellsText(finding.cells)))"
        if let picture = Self.picture(of: finding.unit, condition: finding.cells.worst ?? finding.cells.when, in: groups) {
            html += " (<a href=\"#\(picture.anchor)\">pictured with \(h(Self.settingsText(picture.settings)))</a>)"
        }
        var element =
            finding.element.xpath.map { "; element <code>\(h($0))</code>" }
            ?? "; element path \(h(finding.element.path.description))"
        if let label = finding.element.label { element += ", label “\(h(label))”" }
        if let identifier = finding.element.identifier { element += ", identifier “\(h(identifier))”" }
        if let spoken = finding.element.description { element += ", spoken “\(h(spoken))”" }
        html += element
        if finding.severity != headline.severity { html += "; \(finding.severity.rawValue) here" }
        if finding.message != headline.message { html += "; here: \(h(finding.message))" }
        if let entry = finding.componentLocation, entry != finding.location, entry != headline.componentLocation {
            html += "; catalog entry <code>\(h(entry.file)):\(entry.line)</code>"
        }
        if finding.baseline { html += "; known from the baseline, does not fail the run" }
        if let reason = finding.suppression { html += "; suppressed: \(h(reason))" }
        return html + ".</li>\n"
    }

    /// For an invariance finding, the two renders it compared, pictured side by side (when the report holds both).
    func comparison<Failure>(_ finding: Finding, id: String, screens: [AuditReport.Screen], to output: inout ChunkedOutput<Failure>) throws(Failure) {
        guard let compared = finding.compared, compared.count == 2 else { return }
        var pictures: [AuditReport.Screen] = []
        for render in compared {
            let settings = render.settings.description == "default" ? "" : render.settings.description
            guard
                let screen = screens.first(where: {
                    $0.component == finding.component && $0.state == finding.state && $0.style == render.style && $0.settings == settings
                })
            else { return }
            pictures.append(screen)
        }
        try output.write("<dt>Compared</dt><dd><div class=\"compared\">\n")
        for (index, screen) in pictures.enumerated() {
            let role = index == 0 ? "Reference" : "Differs"
            try output.write("<figure>\n")
            for part in svg(screen, id: "\(id)-\(index + 1)") { try output.write(part) }
            try output.write(
                "<figcaption><strong>\(role):</strong> style \(h(screen.style)), \(h(Self.settingsText(screen.settings))).</figcaption>\n</figure>\n")
        }
        try output.write("</div></dd>\n")
    }
}
