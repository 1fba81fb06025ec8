/// Everything a person needs to know about one check: its ID, title, default
/// severity, WCAG success criteria, explanation and the fix, phrased as the
/// SwiftUI-shaped change that resolves it.
public struct CheckDescription: Hashable, Sendable {
    public var id: RuleID
    public var kind: CheckKind
    /// A short title (“Control without a label”).
    public var title: String
    /// The severity of a violation unless the check says otherwise per element.
    public var severity: Severity
    /// A note when the severity varies (`serious below 24×24 pt, moderate below 44×44 pt`).
    public var severityNote: String?
    /// WCAG 2.2 success criteria, such as `1.4.3`; empty for platform heuristics.
    public var wcag: [String]
    /// One paragraph: what is flagged and why it matters.
    public var explanation: String
    /// The SwiftUI-shaped change that resolves a violation.
    public var fix: String

    public init(
        id: RuleID, kind: CheckKind = .rule, title: String, severity: Severity, severityNote: String? = nil,
        wcag: [String], explanation: String, fix: String
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.severity = severity
        self.severityNote = severityNote
        self.wcag = wcag
        self.explanation = explanation
        self.fix = fix
    }

    /// One line for `a11y-audit rules`: ID, severity, WCAG and title.
    public var summaryLine: String {
        let criteria = wcag.isEmpty ? "—" : wcag.joined(separator: ", ")
        return "\(id.rawValue)  \(severity.rawValue)  WCAG \(criteria)  \(title)"
    }

    /// The full text of `a11y-audit rules <id>`: ID, kind, severity, WCAG,
    /// explanation and fix.
    public var explanationText: String {
        var lines = ["\(id.rawValue): \(title)", ""]
        lines.append("Kind:     \(kind.rawValue)")
        lines.append("Severity: \(severity.rawValue)" + (severityNote.map { " (\($0))" } ?? ""))
        lines.append("WCAG:     " + (wcag.isEmpty ? "— (platform guidance)" : wcag.joined(separator: ", ")))
        lines.append("")
        lines.append(explanation)
        lines.append("")
        lines.append("Fix: \(fix)")
        return lines.joined(separator: "\n") + "\n"
    }
}
