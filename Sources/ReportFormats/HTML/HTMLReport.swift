import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The report as one self-contained HTML page that needs no network, no
/// external files and no script: a summary, a matrix of where findings
/// occur, and per component and style, per state, the screens (inline SVG
/// pictures of the component as it looks, in each set of settings the report
/// holds, with every focus stop outlined and numbered in VoiceOver order
/// over it, the transcript beside them as an ordered list with the same
/// numbers) followed by the findings with severity words, WCAG links and
/// fixes (an invariance finding with the pictures of the two renders it
/// compared).
///
/// Every string from a tree is escaped, in text and in attributes
/// (``XMLText``). The page meets the project's own expectations: `lang`, one
/// `h1` and nested headings, table headers with scope, each SVG with
/// `role="img"` and a `<title>`, text colours at least 4.5:1 (`HTMLPalette`),
/// and nothing that relies on colour alone.
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
        try output.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>Accessibility audit of \(h(report.catalog)): \(report.summary.failed ? "failed" : "passed")</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <header>
            <h1>Accessibility audit of \(h(report.catalog))</h1>

            """)
        try output.write(verdict(report))
        try output.write("</header>\n<main>\n")
        let groups = componentStyleGroups(report)
        if !groups.isEmpty {
            try output.write("<nav aria-labelledby=\"contents-heading\"><h2 id=\"contents-heading\">Contents</h2><ul>\n")
            for (index, group) in groups.enumerated() {
                try output.write("<li><a href=\"#group-\(index + 1)\">\(h(group.component)), style \(h(group.style))</a></li>\n")
            }
            try output.write("</ul></nav>\n")
        }
        try output.write(summaryTable(report))
        try output.write(matrix(report))
        for (index, group) in groups.enumerated() {
            try section(group, number: index + 1, report: report, to: &output)
        }
        try output.write(scenarios(report))
        try output.write(
            "</main>\n<footer><p>Written by \(h(report.tool.name)) \(h(report.tool.version)), report format version \(report.version).</p></footer>\n"
        )
        try output.write("</body>\n</html>\n")
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
        var html = "<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n"
        html += "<p>Catalog \(h(report.catalog)), matrix \(h(report.matrix)).</p>\n"
        html += "<table class=\"summary\">\n<caption>Counts of this run</caption>\n"
        html += "<thead><tr><th scope=\"col\">What</th><th scope=\"col\">Count</th></tr></thead>\n<tbody>\n"
        for (name, value) in rows { html += "<tr><th scope=\"row\">\(name)</th><td>\(value)</td></tr>\n" }
        html += "</tbody>\n</table>\n"
        for note in report.notes { html += "<p class=\"note\">Note: \(h(note))</p>\n" }
        html += "</section>\n"
        return html
    }

    /// Rows: component, style and state; columns: each `when` condition that occurs; cells: findings by severity.
    func matrix(_ report: AuditReport) -> String {
        var html = "<section aria-labelledby=\"matrix-heading\">\n<h2 id=\"matrix-heading\">Where findings occur</h2>\n"
        guard !report.findings.isEmpty else {
            return html + "<p>No findings.</p>\n</section>\n"
        }
        let conditions = Array(Set(report.findings.map(\.cells.when))).sorted { lhs, rhs in
            lhs == "always" ? rhs != "always" : rhs == "always" ? false : lhs < rhs
        }
        let units = Set(report.findings.map(\.unit)).union(report.units).sorted()
        let byUnit = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].unit })
        html +=
            "<p>Each row is a component in one style and state; each column a set of settings (“always”: every cell "
            + "of the matrix). A cell lists the findings there by severity.</p>\n"
        html += "<div class=\"scroll\"><table class=\"matrix\">\n<caption>Findings by component, style, state and settings</caption>\n"
        html += "<thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Style</th><th scope=\"col\">State</th>"
        for condition in conditions { html += "<th scope=\"col\">\(h(condition))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for unit in units {
            let findings = (byUnit[unit] ?? []).lazy.map { report.findings[$0] }
            html += "<tr><th scope=\"row\">\(h(unit.component))</th><td>\(h(unit.style))</td><td>\(h(unit.state))</td>"
            for condition in conditions {
                let here = findings.filter { $0.cells.when == condition }
                if here.isEmpty {
                    html += "<td><span class=\"none\">none</span></td>"
                    continue
                }
                var parts: [String] = []
                for severity in Severity.all {
                    let count = here.count(where: { $0.severity == severity && $0.outcome == .violation })
                    if count > 0 { parts.append("<span class=\"badge \(severity.rawValue)\">\(count) \(severity.rawValue)</span>") }
                }
                let incomplete = here.count(where: { $0.outcome != .violation })
                if incomplete > 0 { parts.append("<span class=\"badge incomplete\">\(incomplete) incomplete</span>") }
                html += "<td>\(parts.joined(separator: " "))</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table></div>\n</section>\n"
        return html
    }

    struct Group {
        var component: String
        var style: String
        var screens: [AuditReport.Screen]
        /// Indexes into the report's findings.
        var findings: [Int]
    }

    func componentStyleGroups(_ report: AuditReport) -> [Group] {
        var keys = Set(report.screens.map { [$0.component, $0.style] })
        keys.formUnion(report.findings.map { [$0.component, $0.style] })
        return keys.sorted { $0.lexicographicallyPrecedes($1) }.map { key in
            Group(
                component: key[0], style: key[1],
                screens: report.screens.filter { $0.component == key[0] && $0.style == key[1] },
                findings: report.findings.indices.filter { report.findings[$0].component == key[0] && report.findings[$0].style == key[1] })
        }
    }

    func section<Failure>(_ group: Group, number: Int, report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let id = "group-\(number)"
        try output.write("<section class=\"group\" aria-labelledby=\"\(id)\">\n")
        try output.write("<h2 id=\"\(id)\">\(h(group.component)), style \(h(group.style))</h2>\n")
        var states: [String] = []
        for screen in group.screens where !states.contains(screen.state) { states.append(screen.state) }
        for (index, state) in states.enumerated() {
            let screens = group.screens.filter { $0.state == state }.sorted { Self.pictureOrder($0.settings) < Self.pictureOrder($1.settings) }
            try pictures(screens, id: "\(id)-screen-\(index + 1)", to: &output)
        }
        if group.findings.isEmpty {
            try output.write("<p>No findings for this component in this style.</p>\n")
        } else {
            try output.write("<h3>Findings</h3>\n<ul class=\"findings\">\n")
            for index in group.findings {
                try output.write(item(report.findings[index]))
                try comparison(report.findings[index], id: "finding-\(index + 1)", screens: report.screens, to: &output)
                try output.write("</dl></li>\n")
            }
            try output.write("</ul>\n")
        }
        try output.write("</section>\n")
    }

    /// One state's pictures side by side (one per set of settings the report
    /// drew it in), then what VoiceOver says: the first picture's transcript,
    /// and another's only where it differs.
    func pictures<Failure>(_ screens: [AuditReport.Screen], id: String, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        guard let first = screens.first else { return }
        let heading = screens.count == 1 ? "State \(h(first.state)), \(h(Self.settingsText(first.settings)))" : "State \(h(first.state))"
        try output.write("<div class=\"screen\">\n<h3>\(heading)</h3>\n<div class=\"screen-body\">\n")
        for (index, screen) in screens.enumerated() {
            try figure(screen, id: "\(id)-\(index + 1)", to: &output)
        }
        try output.write("<div class=\"transcript\">\n")
        var shown: [[AuditReport.Screen.FocusStop]] = []
        for screen in screens {
            let stops = screen.stops.map { stop in
                var stop = stop
                stop.frame = .zero
                return stop
            }
            guard !shown.contains(stops) else { continue }
            let named = screens.count == 1 || shown.isEmpty ? "" : " with \(h(Self.settingsText(screen.settings)))"
            shown.append(stops)
            try output.write("<h4>What VoiceOver says\(named)</h4>\n")
            if screen.stops.isEmpty {
                try output.write("<p>No focus stops: VoiceOver finds nothing here.</p>\n")
                continue
            }
            try output.write("<ol>\n")
            for stop in screen.stops {
                var html = "<li value=\"\(stop.index)\">\(h(stop.description))"
                if let hint = stop.hint { html += "<br/><span class=\"hint\">Hint: \(h(hint))</span>" }
                html += "</li>\n"
                try output.write(html)
            }
            try output.write("</ol>\n")
        }
        try output.write("</div>\n</div>\n</div>\n")
    }

    /// Where a picture stands among one state's: the default cell first (the fewest settings), then dark, the
    /// smallest and the largest Dynamic Type size (``AuditReport/Screen/variants``), then any other.
    static func pictureOrder(_ settings: String) -> (Int, Int, String) {
        let keys = settings.isEmpty ? 0 : settings.split(separator: ",").count
        let variants = ["colorScheme=dark", "dynamicTypeSize=xSmall", "dynamicTypeSize=accessibility5"]
        let listed = settings.split(separator: ",").map(String.init)
        return (keys, variants.firstIndex { listed.contains($0) } ?? variants.count, settings)
    }

    /// One picture with its caption.
    func figure<Failure>(_ screen: AuditReport.Screen, id: String, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        try output.write("<figure>\n")
        for part in svg(screen, id: id) { try output.write(part) }
        let look = Self.drawsLook(screen) ? "As drawn with" : "Layout with"
        try output.write(
            "<figcaption>\(look) \(h(Self.settingsText(screen.settings))). Outlines with a light edge are the focus "
                + "stops, numbered in the order VoiceOver visits them.</figcaption>\n</figure>\n")
    }

    func item(_ finding: Finding) -> String {
        let badge = finding.outcome == .violation ? finding.severity.rawValue : "incomplete"
        var html = "<li class=\"finding\"><p><span class=\"badge \(badge)\">\(badge)</span> "
        if finding.outcome != .violation { html += "(\(finding.severity.rawValue) if it is a violation) " }
        html += "<code>\(h(finding.rule.rawValue))</code>: \(h(finding.message))</p>\n<dl>\n"
        html += "<dt>State</dt><dd>\(h(finding.state))</dd>\n"
        var element = finding.element.xpath.map { "<code>\(h($0))</code>" } ?? "path \(h(finding.element.path.description))"
        if let label = finding.element.label { element += ", label “\(h(label))”" }
        if let identifier = finding.element.identifier { element += ", identifier “\(h(identifier))”" }
        if let spoken = finding.element.description { element += ", spoken “\(h(spoken))”" }
        html += "<dt>Element</dt><dd>\(element)</dd>\n"
        html += "<dt>Where</dt><dd>\(h(TextReport.cellsText(finding.cells)))</dd>\n"
        if !finding.wcag.isEmpty {
            let links = finding.wcag.map { "<a href=\"\(a(WCAGLinks.understanding($0)))\">WCAG \(h(WCAGLinks.title($0)))</a>" }
            html += "<dt>WCAG</dt><dd>\(links.joined(separator: ", "))</dd>\n"
        }
        html += "<dt>Fix</dt><dd>\(h(finding.fix))</dd>\n"
        if let location = finding.location {
            html += "<dt>Source</dt><dd><code>\(h(location.file)):\(location.line):\(location.column)</code></dd>\n"
        }
        if let entry = finding.componentLocation, entry != finding.location {
            html += "<dt>Component</dt><dd><code>\(h(entry.file)):\(entry.line)</code></dd>\n"
        }
        if let diff = finding.diff {
            html += "<dt>Difference</dt><dd><pre>\(h(diff.joined(separator: "\n")))</pre></dd>\n"
        }
        if finding.baseline { html += "<dt>Baseline</dt><dd>Known from the baseline; does not fail the run.</dd>\n" }
        if let reason = finding.suppression { html += "<dt>Suppressed</dt><dd>\(h(reason))</dd>\n" }
        return html
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

    static var css: String {
        let p = HTMLPalette.self
        var css = """
            body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:\(p.text);background:\(p.page);margin:0 auto;\
            max-width:72rem;padding:1rem 1.5rem;line-height:1.45}
            a{color:\(p.link)}
            h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid \(p.border)}h3{font-size:1.1rem}\
            h4{font-size:1rem;margin:0 0 .5rem}
            table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid \(p.border);padding:.25rem .5rem;text-align:left;\
            vertical-align:top}caption{text-align:left;font-weight:600;padding:.25rem 0}
            thead th{background:\(p.panel)}
            .scroll{overflow-x:auto}
            .verdict{font-size:1.1rem}.failed{color:\(p.failed)}.passed{color:\(p.passed)}
            .none{color:\(p.muted)}.hint{color:\(p.muted)}
            .screen{background:\(p.panel);border:1px solid \(p.border);border-radius:6px;padding:.75rem;margin:1rem 0}
            .screen-body{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
            figure{margin:0}figcaption{color:\(p.muted);font-size:.85rem;max-width:20rem}
            svg{display:block;max-width:100%;height:auto}
            svg .canvas{stroke:\(p.border);stroke-width:1}svg .canvas:not([fill]){fill:\(p.canvas)}
            svg .node rect{fill:none;stroke:\(p.node);stroke-width:1;stroke-dasharray:3 2}
            svg .node text{fill:\(p.nodeText);font-family:system-ui,sans-serif}
            svg .drawn-text{font-family:system-ui,-apple-system,sans-serif}svg .drawn-image text{font-family:ui-monospace,monospace}
            svg .drawn-text:not([fill]),svg .drawn-image text:not([fill]){fill:\(p.nodeText)}\
            svg .drawn-image rect:not([stroke]){stroke:\(p.nodeText)}
            svg .stop-halo{fill:none;stroke:\(p.stopHalo)}
            .compared{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}.compared figure{max-width:\(Int(pictureSize) + 16)px}
            .screen-body figure{max-width:\(Int(pictureSize) + 16)px}
            svg .stop-outline{fill:none;stroke:\(p.stop)}
            svg .stop circle{fill:\(p.stop)}
            svg .stop text{fill:\(p.stopNumber);font-weight:700;font-family:system-ui,sans-serif}
            .transcript{flex:1;min-width:16rem}.transcript ol{margin:0;padding-left:2rem}.transcript li{margin-bottom:.35rem}
            .findings{list-style:none;padding:0}.finding{border-left:4px solid \(p.border);padding:.25rem .75rem;margin:.75rem 0}
            .finding dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.25rem 0}\
            .finding dt{font-weight:600}.finding dd{margin:0;overflow-wrap:anywhere}
            .finding p{overflow-wrap:anywhere}
            pre{white-space:pre-wrap;overflow-wrap:anywhere;background:\(p.panel);padding:.25rem}
            .badge{display:inline-block;border-radius:4px;padding:0 .4rem;font-weight:600;font-size:.85rem}
            """
        for badge in p.badges {
            css += "\n.badge.\(badge.name){background:\(badge.background);color:\(badge.text)}"
        }
        return css + "\n"
    }
}
