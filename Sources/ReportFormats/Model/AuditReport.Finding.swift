import AccessibilityModel

extension AuditReport {
    /// One reported problem: a rule's violation or incomplete outcome on one
    /// element of one component, style and state, grouped across the
    /// environment cells where it occurs (one entry of `findings`).
    public struct Finding: Hashable, Sendable {
        /// The rule's kebab-case ID (`contrast-non-text`).
        public var rule: String
        public var outcome: Outcome
        public var severity: Severity
        /// WCAG 2.2 success criteria (`1.4.11`).
        public var wcag: [String]
        public var component: String
        public var style: String
        public var state: String
        public var element: Element
        public var cells: Cells
        public var message: String
        public var fix: String
        /// The component's (or scenario's) source, when known.
        public var location: CodeLocation?
        /// Present in the `--baseline` report: does not fail the run.
        public var baseline: Bool
        /// The reason of the suppression that covers it; suppressed findings do not fail the run.
        public var suppressed: String?
        /// For invariance findings: the two sides as unified-diff lines (`- …`, `+ …`).
        public var diff: [String]?

        public init(rule: String, outcome: Outcome = .violation, severity: Severity, wcag: [String] = [], component: String,
                    style: String, state: String, element: Element, cells: Cells, message: String, fix: String,
                    location: CodeLocation? = nil, baseline: Bool = false, suppressed: String? = nil, diff: [String]? = nil) {
            self.rule = rule
            self.outcome = outcome
            self.severity = severity
            self.wcag = wcag
            self.component = component
            self.style = style
            self.state = state
            self.element = element
            self.cells = cells
            self.message = message
            self.fix = fix
            self.location = location
            self.baseline = baseline
            self.suppressed = suppressed
            self.diff = diff
        }

        /// The work unit the finding belongs to.
        public var unit: WorkUnit { WorkUnit(component: component, style: style, state: state) }

        /// Whether it fails the run at `threshold`: a violation at or above it,
        /// neither in the baseline nor suppressed.
        public func fails(at threshold: FailThreshold) -> Bool {
            outcome == .violation && threshold.includes(severity) && !baseline && suppressed == nil
        }
    }
}

extension AuditReport.Finding {
    /// The element a finding is about.
    public struct Element: Hashable, Sendable {
        /// Child indexes from the root (`0.2`; `root`).
        public var path: NodePath
        public var label: String?
        /// What VoiceOver says on it, when it is a focus stop.
        public var description: String?

        public init(path: NodePath, label: String? = nil, description: String? = nil) {
            self.path = path
            self.label = label
            self.description = description
        }
    }

    /// Where in the environment matrix a finding occurs.
    public struct Cells: Hashable, Sendable {
        /// Cells where it occurs.
        public var count: Int
        /// Cells audited for its component, style and state.
        public var of: Int
        /// The smallest conjunction of settings covering exactly those cells, or `always`.
        public var when: String

        public init(count: Int, of: Int, when: String) {
            self.count = count
            self.of = of
            self.when = when
        }
    }
}
