import AccessibilityModel

/// One reported problem: a rule's violation or incomplete outcome on one
/// element of one component, style and state, grouped across the matrix
/// cells where it occurs. The data of one entry of the JSON report's
/// `findings`: the audit produces it and every report format renders it.
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
    /// Where the finding is: the line that drew what it is about (a
    /// boundary's `.stroke(…)`, an icon's `Image(…)`, a text of a combined
    /// element) or else the line that made the element it is about
    /// (`Text(…)`, `Button(…)`, `.accessibilityElement(children:)`) when the
    /// component records it, else the component's own location, when known.
    public var location: CodeLocation?
    /// The line that made the element, when the finding is located at a
    /// drawing inside it (``location`` is then the drawing's line): a related
    /// location. `nil` when the finding is at the element's own line.
    public var elementLocation: CodeLocation?
    /// The component's source location (its catalog entry), when known: a
    /// related location of every finding of the component.
    public var componentLocation: CodeLocation?
    /// Present in the baseline (an earlier report): does not fail the run.
    public var baseline: Bool
    /// The reason of the catalog suppression that covers it; suppressed findings do not fail the run
    /// (the JSON report's `suppressed`).
    public var suppression: String?
    /// For invariance findings: the two semantic signatures compared, as the
    /// lines of ``SignatureDiff/lines(_:_:leftName:rightName:)`` (`--- …`,
    /// `+++ …`, then `  `, `- ` or `+ ` before each stop); `nil` otherwise.
    /// Each format lays it out; it is never part of ``message``.
    public var diff: [String]?
    /// For invariance violations: the two renders compared in the first cell
    /// where it occurs, the reference first (the JSON report's `compared`);
    /// `nil` otherwise.
    public var compared: [Render]?

    public init(
        rule: RuleID, outcome: Outcome = .violation, severity: Severity, wcag: [String] = [], component: String,
        style: String, state: String, element: Element, cells: Cells, message: String, fix: String,
        location: CodeLocation? = nil, componentLocation: CodeLocation? = nil, baseline: Bool = false,
        suppression: String? = nil, diff: [String]? = nil, compared: [Render]? = nil, elementLocation: CodeLocation? = nil
    ) {
        self.elementLocation = elementLocation
        self.componentLocation = componentLocation
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
        self.diff = diff
        self.compared = compared
    }

    /// The work unit (component × style × state) it belongs to.
    public var unit: WorkUnit { WorkUnit(component: component, style: style, state: state) }

    /// Whether a suppression covers it.
    public var isSuppressed: Bool { suppression != nil }

    /// Whether it counts against `--fail-on threshold`: a violation at or
    /// above it, not suppressed and not in the baseline.
    public func fails(at threshold: FailThreshold) -> Bool {
        outcome == .violation && threshold.includes(severity) && !baseline && !isSuppressed
    }

    /// The element a finding is about.
    public struct Element: Hashable, Sendable {
        /// Child indexes from the root (`0.2`, `root`).
        public var path: NodePath
        public var label: String?
        /// What VoiceOver says on it, when it is a focus stop.
        public var description: String?
        /// Its accessibility identifier, when it comes from a captured screen that has one.
        public var identifier: String?
        /// An XPath that finds it in Appium's page source, when it comes from a captured screen
        /// (`//XCUIElementTypeButton[@name="Save"]`).
        public var xpath: String?

        public init(
            path: NodePath, label: String? = nil, description: String? = nil, identifier: String? = nil, xpath: String? = nil
        ) {
            self.path = path
            self.label = label
            self.description = description
            self.identifier = identifier
            self.xpath = xpath
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
        /// Where the instance the finding reports (its worst: the lowest
        /// contrast, the smallest target) occurs, when other cells of the
        /// finding show a milder one: a condition like ``when``; `nil` when
        /// every cell shows the same.
        public var worst: String?

        public init(count: Int, of: Int, when: String, worst: String? = nil) {
            self.count = count
            self.of = of
            self.when = when
            self.worst = worst
        }
    }

    /// Report order: severity (critical first), rule, component, style,
    /// state, element path (document order), violations before incompletes,
    /// then message and label, so that the order is total.
    public func precedes(_ other: Finding) -> Bool {
        if severity != other.severity { return severity > other.severity }
        if rule != other.rule { return rule < other.rule }
        if component != other.component { return component < other.component }
        if style != other.style { return style < other.style }
        if state != other.state { return state < other.state }
        if element.path != other.element.path { return element.path < other.element.path }
        if outcome != other.outcome { return outcome.rawValue > other.outcome.rawValue }
        if message != other.message { return message < other.message }
        return (element.label ?? "") < (other.element.label ?? "")
    }
}
