import AccessibilityModel

/// A static check of one rendered tree in one environment.
///
/// A rule is a value with no state, described by its ``info`` (ID, title,
/// severity, WCAG, explanation and fix) and by what it ``reads``. Write it as
/// one of three kinds:
/// - a ``StopRule`` judges each focus stop on its own;
/// - a ``TreeRule`` looks at the whole tree (it compares stops, or looks at
///   nodes that are not stops);
/// - a ``DrawingRule`` looks at what is drawn (text and shapes, with their
///   colours, fonts and frames), grouped by the focus stop that owns it.
///
/// The kind gives the rule its ``kind``: a type that conforms to `Rule`
/// alone does not compile. The engine decides everything else: the order in
/// which it visits stops and nodes, which rules run together, which outcomes
/// it keeps, and which cells of the matrix share their work. Built-in rules
/// and your own rules conform to the same protocols; hand yours to
/// `AuditCommand.main(arguments:catalogs:rules:)` or to `expectAccessible(view, .rules([…]))`.
public protocol Rule: Sendable {
    /// The check's ID, severity, WCAG criteria, explanation and fix.
    static var info: CheckDescription { get }

    /// What the rule reads: the settings of its cell and the drawn facts it
    /// measures. Declare it: a rule that does not may read any setting
    /// (``CheckReads/anything``), so every cell of the matrix runs its own
    /// render and rules while it is selected.
    static var reads: CheckReads { get }

    /// How the engine runs the rule, given by its kind (``StopRule``,
    /// ``TreeRule`` or ``DrawingRule``); not written by the rule itself.
    var kind: RuleKind { get }
}

extension Rule {
    /// The check's description (the same as `Self.info`).
    public var info: CheckDescription { Self.info }

    /// Anything: a rule that declares nothing may read any setting or drawn fact.
    public static var reads: CheckReads { .anything }

    /// The rule's outcomes on one tree, run on its own, passes included, in
    /// the order the engine visits the elements.
    public func outcomes(in context: RuleContext) -> [ElementOutcome] {
        RuleEngine(rules: [self]).outcomes(of: context)[0]
    }
}
