import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The report as one self-contained HTML page that needs no network and no
/// external files, made to be worked through: the findings first, one entry
/// per root cause (``AuditReport/RootCause``), worst first across components,
/// each with its severity as a word and a link, WCAG links, the fix and the
/// cells where it occurs, each linked to the pictures of its component and
/// state; filters by severity, rule, component and state (plain form
/// controls and CSS `:has()`, so they work without script) and a search (the
/// page's one small inline script; without it the search box stays hidden
/// and every finding is listed); then a summary, a table of where findings
/// occur, and per component and style, per state, the screens (inline SVG
/// pictures of the component as it looks, in each set of settings the report
/// holds, with every focus stop outlined and numbered in VoiceOver order
/// over it, the transcript beside them as an ordered list with the same
/// numbers), disabled elements drawn dimmed and cut-off text drawn running
/// past its frame, linked to its finding.
///
/// Every string from a tree is escaped, in text and in attributes
/// (``XMLText``). The page meets the project's own expectations: `lang`, one
/// `h1` and nested headings, landmarks, labelled form controls, a visible
/// focus, table headers with scope, each SVG with `role="img"` and a
/// `<title>`, text colours at least 4.5:1 (`HTMLPalette`), and nothing that
/// relies on colour alone. Its tables have a fixed set of columns, so the
/// page fits a 1280 px window whatever the matrix.
///
/// Each focus stop's outline is a `rect` with `data-focus-stop="<n>"`; each
/// SVG carries `data-stop-count` and `data-settings`; each painted layer
/// `data-fill` and its colour or gradient (checked by `scripts/check-html-report.sh`).
public struct HTMLReport: Sendable {
    public var failOn: FailThreshold

    public init(failOn: FailThreshold = .serious) { self.failOn = failOn }

    /// The longest side of a drawn screen, in CSS pixels.
    static let pictureSize = 320.0

    /// The page, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { render(report, to: &$0) }
    }

    /// Writes the page of ``render(_:)`` a node, stop or finding at a time.
    public func render<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        let groups = componentStyleGroups(report)
        let causes = report.rootCauses(failOn: failOn)
        let filters = causes.isEmpty ? "" : Filters(causes: causes, report: report).css
        try output.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>Accessibility audit of \(h(report.catalog)): \(report.summary.failed ? "failed" : "passed")</title>
            <style>\(Self.css)\(filters)</style>
            </head>
            <body>
            <a class="skip" href="#findings">Skip to the findings</a>
            <header>
            <h1>Accessibility audit of \(h(report.catalog))</h1>

            """)
        try output.write(verdict(report))
        try output.write("</header>\n")
        try output.write(contents(groups))
        try output.write("<main id=\"main\">\n")
        try findingsSection(causes, report: report, groups: groups, to: &output)
        try output.write(summaryTable(report))
        try output.write(matrix(report, causes: causes))
        let causeOf = Self.causeNumbers(causes, count: report.findings.count)
        for (index, group) in groups.enumerated() {
            try section(group, number: index + 1, report: report, causeOf: causeOf, to: &output)
        }
        try output.write(scenarios(report))
        try output.write(
            "</main>\n<footer><p>Written by \(h(report.tool.name)) \(h(report.tool.version)), report format version \(report.version).</p></footer>\n"
        )
        if !causes.isEmpty { try output.write("<script>\(Self.script)</script>\n") }
        try output.write("</body>\n</html>\n")
    }

    /// The table of contents: the findings, the summary, where findings occur, each component and style, the scenarios.
    func contents(_ groups: [Group]) -> String {
        var html = "<nav aria-labelledby=\"contents-heading\"><h2 id=\"contents-heading\">Contents</h2><ul>\n"
        html += "<li><a href=\"#findings\">Findings, worst first</a></li>\n"
        html += "<li><a href=\"#summary\">Summary</a></li>\n<li><a href=\"#where\">Where findings occur</a></li>\n"
        if !groups.isEmpty {
            html += "<li>Components<ul>\n"
            for (index, group) in groups.enumerated() {
                html += "<li><a href=\"#group-\(index + 1)\">\(h(group.component)), style \(h(group.style))</a></li>\n"
            }
            html += "</ul></li>\n"
        }
        return html + "</ul></nav>\n"
    }

    func h(_ text: String) -> String { XMLText.escape(text) }
    func a(_ text: String) -> String { XMLText.attribute(text) }

    func verdict(_ report: AuditReport) -> String {
        let failing = report.failingFindings(at: failOn).count
        let threshold = failOn.severity.map { "at or above \($0.rawValue)" } ?? "(fail-on never)"
        if report.summary.failed {
            return "<p class=\"verdict failed\"><strong>Result: failed.</strong> \(failing) finding\(failing == 1 ? "" : "s") "
                + "\(threshold), \(report.summary.scenarios.failed) scenario\(report.summary.scenarios.failed == 1 ? "" : "s") failed.</p>\n"
        }
        return "<p class=\"verdict passed\"><strong>Result: passed.</strong> Nothing new \(threshold).</p>\n"
    }

    func summaryTable(_ report: AuditReport) -> String {
        let summary = report.summary
        var rows: [(String, String)] = Severity.all.map { ("\($0.rawValue) violations", "\(summary.bySeverity[$0])") }
        rows += [
            ("incomplete", "\(summary.incomplete)"), ("passes", "\(summary.passes)"),
            ("scenarios passed", "\(summary.scenarios.passed)"), ("scenarios failed", "\(summary.scenarios.failed)"),
            ("components", "\(summary.components)"), ("styles", "\(summary.styles)"), ("cells", "\(summary.cells)"),
        ]
        var html = "<section id=\"summary\" aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n"
        html += "<p>Catalog \(h(report.catalog)), matrix \(h(report.matrix)).</p>\n"
        html += "<table class=\"summary\">\n<caption>Counts of this run</caption>\n"
        html += "<thead><tr><th scope=\"col\">What</th><th scope=\"col\">Count</th></tr></thead>\n<tbody>\n"
        for (name, value) in rows { html += "<tr><th scope=\"row\">\(name)</th><td>\(value)</td></tr>\n" }
        html += "</tbody>\n</table>\n"
        for note in report.notes { html += "<p class=\"note\">Note: \(h(note))</p>\n" }
        html += "</section>\n"
        return html
    }

    func scenarios(_ report: AuditReport) -> String {
        guard !report.scenarios.isEmpty else { return "" }
        var html = "<section aria-labelledby=\"scenarios-heading\">\n<h2 id=\"scenarios-heading\">Scenarios</h2>\n"
        html +=
            "<div class=\"scroll\"><table>\n<caption>Scenario cells</caption>\n<thead><tr><th scope=\"col\">Status</th>"
            + "<th scope=\"col\">Scenario</th><th scope=\"col\">Style</th><th scope=\"col\">Settings</th><th scope=\"col\">Source</th>"
            + "<th scope=\"col\">Failure</th></tr></thead>\n<tbody>\n"
        for scenario in report.scenarios {
            let status = scenario.status == .passed ? "<span class=\"passed\">passed</span>" : "<strong class=\"failed\">failed</strong>"
            html +=
                "<tr><td>\(status)</td><th scope=\"row\">\(h(scenario.name))</th><td>\(h(scenario.style))</td>"
                + "<td>\(h(scenario.settings.isEmpty ? "default" : scenario.settings))</td>"
                + "<td><code>\(h(scenario.file)):\(scenario.failure?.line ?? scenario.line)</code></td>"
                + "<td>\(h(scenario.failure?.message ?? ""))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n</section>\n"
    }

    /// How many characters of `fontSize` fit in `width` points: a whole
    /// number from 0 to 1,000,000,000, whatever the width (a frame from a
    /// file may be 1e300 pt wide; no label is that long).
    static func characters(fitting width: Double, fontSize: Double) -> Int {
        let count = (width / (fontSize * 0.6)).rounded(.down)
        guard !count.isNaN else { return 0 }
        return Int(min(max(count, 0), 1_000_000_000))
    }

    /// A number for SVG: at most two decimals, no exponent, never NaN.
    func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        // Past 1e306 the hundredths overflow; such a number is whole anyway.
        guard rounded.isFinite else { return String(format: "%.0f", value) }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: "%.2f", rounded)
    }

    /// A class name from a node kind: letters only.
    static func className(_ kind: String) -> String {
        "kind-" + String(kind.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }.map(Character.init))
    }
}
