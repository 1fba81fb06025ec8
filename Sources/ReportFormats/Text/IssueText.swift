import AccessibilityAudit
import AccessibilityModel

/// A finding as the text of one Swift Testing issue (what `AccessibilityTesting`
/// records at the caller's line): rule and severity, the element as
/// VoiceOver reads it, where in the matrix, the message, an invariance
/// finding's diff, and the fix. Strings from the tree are quoted and escaped
/// for the terminal that runs `swift test`.
///
/// ```swift
/// IssueText.issue(finding, failOn: .serious, matrix: .pairwise)
/// // image-label-derived (serious): the label "trash" is derived from the image name
/// //   element: "trash. Button." at 0
/// //   source: Sources/Toolbar/DeleteButton.swift:9:9 (the line that made the element)
/// //   where: always (24 of 24 cells, pairwise matrix), style default, state default
/// //   fix: …
/// ```
public enum IssueText {
    /// `text` in double quotes, with quotes, backslashes, line feeds and tabs
    /// escaped as in a Swift string literal and the rest of
    /// `HostileText.Characters.terminal` in its visible `\u{…}` form.
    public static func quoted(_ text: String) -> String {
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
    public static func element(_ element: Finding.Element) -> String {
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

    /// The issue text of one finding: rule, severity, element, the line that
    /// made it, where in the matrix, message (and diff) and fix.
    public static func issue(_ finding: Finding, failOn threshold: FailThreshold, matrix: MatrixKind) -> String {
        var heading = "\(finding.rule) (\(finding.severity))"
        if finding.outcome == .incomplete {
            heading += ", incomplete"
        } else if !finding.fails(at: threshold) {
            heading += threshold.severity.map { ", below the \($0) threshold" } ?? ", never fails"
        }
        // An invariance finding's diff follows its message, one signature line per line.
        var lines = ["\(heading): \(finding.message)"] + (finding.diff ?? [])
        lines.append("  element: \(element(finding.element))")
        if let location = finding.location {
            if let element = finding.elementLocation {
                lines.append("  source: \(location) (the line that drew it)")
                lines.append("  element: \(element) (the line that made the element)")
            } else {
                lines.append("  source: \(location) (the line that made the element)")
            }
        }
        lines.append(
            "  where: \(finding.cells.when) (\(finding.cells.count) of \(finding.cells.of) cells, \(matrix) matrix), "
                + "style \(finding.style), state \(finding.state)" + (finding.cells.worst.map { "; worst when \($0)" } ?? ""))
        if !finding.fix.isEmpty { lines.append("  fix: \(finding.fix)") }
        return lines.joined(separator: "\n")
    }
}
