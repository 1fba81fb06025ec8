import AccessibilityAudit

extension AuditReport {
    /// What a report needs to know about a rule to explain it (SARIF's
    /// `tool.driver.rules`, the HTML page): spec/rules.md.
    public struct RuleInfo: Hashable, Sendable {
        /// Kebab-case ID (`contrast-text`).
        public var id: String
        /// A short title (`Text contrast`).
        public var title: String
        /// The default severity.
        public var severity: Severity
        public var wcag: [String]
        /// One paragraph: what the rule flags and why it matters.
        public var explanation: String
        /// The change that resolves it.
        public var fix: String

        public init(id: String, title: String, severity: Severity, wcag: [String] = [], explanation: String, fix: String) {
            self.id = id
            self.title = title
            self.severity = severity
            self.wcag = wcag
            self.explanation = explanation
            self.fix = fix
        }

        /// Where the rule is documented, relative to the repository root:
        /// `docs/rules.md#<id>` (the same text `a11y-audit rules <id>` prints).
        /// Relative, because the tool has no website; SARIF viewers resolve it
        /// against the repository.
        public var helpURI: String { "docs/rules.md#" + id }
    }
}
