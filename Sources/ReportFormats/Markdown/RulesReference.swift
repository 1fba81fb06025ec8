import AccessibilityAudit

/// The checks' reference page in Markdown: every check under a heading of its
/// ID, with its title, severity, WCAG criteria, explanation and fix, and the
/// `scenario-failed` rule of SARIF results. It is what a report's `helpUri`
/// (`docs/rules.md#<id>`) points into: the repository keeps it as
/// `docs/rules.md`, and a team that publishes its reports writes its own
/// (with its own rules) with `a11y-audit rules --format markdown`.
public enum RulesReference {
    /// The page, ending in a newline: a heading per kind, a section per check
    /// in the order given (GitHub gives each section the anchor of its ID).
    public static func markdown(_ checks: [CheckDescription]) -> String {
        var lines = [
            "# Checks",
            "",
            "What each check of a11y-audit flags, why it matters and how to fix it. Each section's anchor is the "
                + "check's ID, where a report's `helpUri` (`docs/rules.md#<id>`) points. `a11y-audit rules --format "
                + "markdown` writes this page, with a program's own rules; `a11y-audit rules <id>` prints one section "
                + "as text.",
        ]
        for kind in CheckKind.allCases {
            let ofKind = checks.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            lines += ["", "## " + heading(of: kind)]
            for check in ofKind {
                lines +=
                    [""]
                    + section(
                        id: check.id.rawValue, title: check.title,
                        severity: check.severity.rawValue + (check.severityNote.map { " (\($0))" } ?? ""), wcag: check.wcag,
                        explanation: check.explanation, fix: check.fix)
            }
        }
        let scenario = SARIFReport.scenarioRule
        lines += ["", "## Scenarios", ""]
        lines += section(
            id: scenario.id, title: scenario.title, severity: scenario.severity.rawValue, wcag: scenario.wcag,
            explanation: scenario.explanation, fix: scenario.fix)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One check's section, its lines without the blank line before it.
    private static func section(
        id: String, title: String, severity: String, wcag: [String], explanation: String, fix: String
    ) -> [String] {
        let criteria =
            wcag.isEmpty
            ? "none (platform guidance)" : wcag.map { "[\(WCAGLinks.title($0))](\(WCAGLinks.understanding($0)))" }.joined(separator: ", ")
        return [
            "### " + (id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } ? id : MarkdownText.prose(id)),
            "",
            "**\(MarkdownText.prose(title))**",
            "",
            "Severity: \(MarkdownText.prose(severity)). WCAG 2.2: \(criteria).",
            "",
            MarkdownText.prose(explanation),
            "",
            "**Fix:** \(MarkdownText.prose(fix))",
        ]
    }

    private static func heading(of kind: CheckKind) -> String {
        switch kind {
        case .rule: "Rules (one tree, one environment)"
        case .contract: "Contracts (driven through the simulated VoiceOver)"
        case .invariance: "Invariance (across the matrix)"
        }
    }
}
