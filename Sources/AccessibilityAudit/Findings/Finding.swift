import AccessibilityModel

/// One reported problem: a rule's violation or incomplete outcome on one
/// element of one component, style and state, grouped across the matrix
/// cells where it occurs. The data of one entry of the JSON report's `findings`.
public struct Finding: Hashable, Sendable {
    public var rule: RuleID
    /// `violation` or `incomplete`.
    public var outcome: Outcome
    /// The highest severity among the cells where it occurs.
    public var severity: Severity
    public var wcag: [String]
    public var component: String
    public var style: String
    public var state: String
    public var element: Element
    public var cells: Cells
    /// From the first cell (in matrix order) at the finding's severity.
    public var message: String
    public var fix: String
    /// The component's source location, when known.
    public var location: CodeLocation?
    /// Present in the baseline (an earlier report): does not fail the run.
    public var baseline: Bool
    /// The reason of the catalog suppression that covers it; suppressed findings do not fail the run.
    public var suppression: String?

    public init(rule: RuleID, outcome: Outcome, severity: Severity, wcag: [String], component: String, style: String,
                state: String, element: Element, cells: Cells, message: String, fix: String,
                location: CodeLocation? = nil, baseline: Bool = false, suppression: String? = nil) {
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
        self.suppression = suppression
    }

    /// Whether a suppression covers it.
    public var isSuppressed: Bool { suppression != nil }

    /// Whether it counts against `--fail-on threshold`: a violation at or
    /// above it, not suppressed and not in the baseline (`nil` = never fail).
    public func fails(at threshold: Severity?) -> Bool {
        guard let threshold else { return false }
        return outcome == .violation && severity >= threshold && !baseline && !isSuppressed
    }

    /// The element a finding is about.
    public struct Element: Hashable, Sendable {
        /// Child indexes from the root (`0.2`, `root`).
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

    /// Where in the matrix a finding occurs.
    public struct Cells: Hashable, Sendable {
        /// Cells where it occurs.
        public var count: Int
        /// Cells audited for this component, style and state.
        public var of: Int
        /// The smallest conjunction of settings describing exactly those cells, or `always` (see ``CellCondition``).
        public var when: String

        public init(count: Int, of: Int, when: String) {
            self.count = count
            self.of = of
            self.when = when
        }
    }

    /// The deterministic report order: severity (highest first), rule, component, style, state, element path, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.component != b.component { return a.component < b.component }
        if a.style != b.style { return a.style < b.style }
        if a.state != b.state { return a.state < b.state }
        if a.element.path != b.element.path { return a.element.path < b.element.path }
        if a.outcome != b.outcome { return a.outcome.rawValue > b.outcome.rawValue }
        return a.message < b.message
    }
}
