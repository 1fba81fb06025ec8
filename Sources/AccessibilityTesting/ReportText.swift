import AccessibilityAudit
import AccessibilityModel

/// The text of the issues the helpers record.
enum ReportText {
    /// `text` in double quotes, with quotes, backslashes, line feeds and tabs
    /// escaped as in a Swift string literal and the rest of
    /// ``HostileText/Characters/terminal`` in its visible `\u{…}` form: the
    /// issue is printed on the terminal that runs `swift test`.
    static func quoted(_ text: String) -> String {
        let escaped = HostileText.escaped(text, .terminal) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// How a finding's element reads: what VoiceOver says on it, else its label, and its path.
    static func element(_ element: Finding.Element) -> String {
        if element.path == NodePath.root { return "the whole view at root" }
        let spoken: String
        if let description = element.description, !description.isEmpty {
            spoken = quoted(description)
        } else if let label = element.label, !label.isEmpty {
            spoken = "labelled \(quoted(label)) (not a focus stop)"
        } else {
            spoken = "an element without label (not a focus stop)"
        }
        return "\(spoken) at \(element.path)"
    }

    /// The issue text of one finding: rule, severity, element, where in the
    /// matrix, message and fix; failures end with the focus-stop listing.
    static func issue(_ finding: Finding, in report: AccessibilityReport) -> String {
        let fails = finding.fails(at: FailThreshold(report.failOn))
        var heading = "\(finding.rule) (\(finding.severity))"
        if finding.outcome == .incomplete {
            heading += ", incomplete"
        } else if !fails {
            heading += report.failOn.map { ", below the \($0) threshold" } ?? ", never fails"
        }
        // An invariance finding's diff follows its message, one signature line per line.
        var lines = ["\(heading): \(finding.message)"] + (finding.diff ?? [])
        lines.append("  element: \(element(finding.element))")
        lines.append("  where: \(finding.cells.when) (\(finding.cells.count) of \(finding.cells.of) cells, \(report.result.matrix) matrix), "
                     + "style \(finding.style), state \(finding.state)")
        if !finding.fix.isEmpty { lines.append("  fix: \(finding.fix)") }
        if fails { lines.append(report.focusStopListing) }
        return lines.joined(separator: "\n")
    }
}
