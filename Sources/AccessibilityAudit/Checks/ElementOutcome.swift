import AccessibilityModel

/// What one check concluded about one element in one rendered cell.
public struct ElementOutcome: Hashable, Sendable {
    public var rule: RuleID
    public var outcome: Outcome
    /// The severity of this outcome (the check's default unless it varies it).
    public var severity: Severity
    /// Where the element is in the tree.
    public var path: NodePath
    /// The element's label, when it has one.
    public var label: String?
    /// What the element speaks (`Stars: 3. Adjustable.`), when it is a focus stop.
    public var spoken: String?
    /// Why, quoting the offending values; empty for plain passes.
    public var message: String
    /// For the invariance checks: the two signatures compared, as the lines of
    /// ``SignatureDiff/lines(_:_:leftName:rightName:)``; `nil` for other checks.
    public var diff: [String]?
    /// Where the element was made (`AccessibilityNode.site`), when known:
    /// where the finding is located. Not part of the outcome's equality.
    public var site: CodeLocation.Site {
        get { recorded.site }
        set { recorded = CodeLocation.Site.Unequated(newValue) }
    }
    private var recorded: CodeLocation.Site.Unequated
    /// Where the element was made, when the outcome is located at a drawing
    /// inside it (``Verdict/drawnAt``): a related location of the finding.
    /// `CodeLocation.Site.unknown` otherwise. Not part of the outcome's equality.
    public var elementSite: CodeLocation.Site {
        get { recordedElement.site }
        set { recordedElement = CodeLocation.Site.Unequated(newValue) }
    }
    private var recordedElement = CodeLocation.Site.Unequated(.unknown)
    /// The node inside the element the outcome is about, when the check
    /// judges the element's nodes apart (each text, icon or outline of a
    /// combined card, ``DrawingRule/judgesEachNode``): outcomes about different nodes are
    /// different findings. Nodes made at the same place in the code (one
    /// `ForEach`) are one part, the first of them.
    public var part: NodePath?
    /// How far from passing, lower worse (``Verdict/measure``), when the check measures it.
    public var measure: Double?

    /// An outcome.
    ///
    /// - Parameters:
    ///   - rule: The check that concluded it.
    ///   - outcome: Pass, violation, incomplete or inapplicable.
    ///   - severity: Its severity.
    ///   - path: Where the element is in the tree.
    ///   - label: The element's label, when it has one.
    ///   - spoken: What the element speaks, when it is a focus stop.
    ///   - message: Why, quoting the offending values.
    ///   - diff: For the invariance checks, the two signatures compared.
    ///   - part: The node inside the element the outcome is about, when the check judges nodes apart.
    ///   - measure: How far from passing, lower worse, when the check measures it.
    ///   - site: Where the element was made, when known.
    public init(
        rule: RuleID, outcome: Outcome, severity: Severity, path: NodePath, label: String? = nil,
        spoken: String? = nil, message: String = "", diff: [String]? = nil, part: NodePath? = nil, measure: Double? = nil,
        site: CodeLocation.Site = .unknown
    ) {
        self.recorded = CodeLocation.Site.Unequated(site)
        self.part = part
        self.measure = measure
        self.rule = rule
        self.outcome = outcome
        self.severity = severity
        self.path = path
        self.label = label
        self.spoken = spoken
        self.message = message
        self.diff = diff
    }
}
