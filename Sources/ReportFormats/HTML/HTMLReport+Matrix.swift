import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The table of where findings occur.
extension HTMLReport {
    /// The columns of ``matrix(_:causes:)`` after component, style and state:
    /// one per severity, incomplete, and the settings where findings occur.
    /// The table has these columns whatever the report holds (the settings
    /// are listed in one cell, as text that wraps), so it fits the page.
    static let matrixColumns = Severity.all.map(\.rawValue) + ["incomplete", "when"]

    /// For each finding (by index into the report's findings), the number (from 1) of its root cause in the findings list.
    static func causeNumbers(_ causes: [AuditReport.RootCause], count: Int) -> [Int] {
        var numbers = [Int](repeating: 0, count: count)
        for (number, cause) in causes.enumerated() {
            for index in cause.findings where index < count { numbers[index] = number + 1 }
        }
        return numbers
    }

    /// Rows: component, style and state; columns: the findings there by
    /// severity (each count a link to the first of them in the findings
    /// list), incompletes, and the settings under which they occur.
    func matrix(_ report: AuditReport, causes: [AuditReport.RootCause]) -> String {
        var html = "<section id=\"where\" aria-labelledby=\"matrix-heading\">\n<h2 id=\"matrix-heading\">Where findings occur</h2>\n"
        guard !report.findings.isEmpty else {
            return html + "<p>No findings.</p>\n</section>\n"
        }
        let causeOf = Self.causeNumbers(causes, count: report.findings.count)
        let units = Set(report.findings.map(\.unit)).union(report.units).sorted()
        let byUnit = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].unit })
        html +=
            "<p>Each row is a component in one style and state; a count links to the first of its findings in the list "
            + "above; “when” names the settings under which they occur (“always”: every cell of the matrix).</p>\n"
        html += "<table class=\"matrix\">\n<caption>Findings by component, style and state</caption>\n"
        html += "<thead><tr><th scope=\"col\">Component</th><th scope=\"col\">Style</th><th scope=\"col\">State</th>"
        for column in Self.matrixColumns { html += "<th scope=\"col\">\(column)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for unit in units {
            let here = byUnit[unit] ?? []
            html += "<tr><th scope=\"row\">\(h(unit.component))</th><td>\(h(unit.style))</td><td>\(h(unit.state))</td>"
            for column in Self.matrixColumns.dropLast() {
                let matching = here.filter { index in
                    let finding = report.findings[index]
                    return column == "incomplete"
                        ? finding.outcome != .violation : finding.outcome == .violation && finding.severity.rawValue == column
                }
                guard let first = matching.map({ causeOf[$0] }).min() else {
                    html += "<td><span class=\"none\">none</span></td>"
                    continue
                }
                html += "<td><a class=\"badge \(column)\" href=\"#finding-\(first)\">\(matching.count) \(column)</a></td>"
            }
            var conditions: [String] = []
            for index in here where !conditions.contains(report.findings[index].cells.when) {
                conditions.append(report.findings[index].cells.when)
            }
            conditions.sort { lhs, rhs in lhs == "always" ? rhs != "always" : rhs == "always" ? false : lhs < rhs }
            let when =
                conditions.isEmpty
                ? "<span class=\"none\">none</span>" : conditions.map { h($0.replacingOccurrences(of: ",", with: ", ")) }.joined(separator: "; ")
            html += "<td class=\"when\">\(when)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</section>\n"
        return html
    }
}
