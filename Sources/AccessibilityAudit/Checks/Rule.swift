import AccessibilityModel

/// A static check of one rendered tree in one environment.
///
/// A rule is a value with no state, described by its ``info`` (ID, title,
/// severity, WCAG, explanation and fix). Write it as a ``StopRule``, which
/// judges each focus stop on its own, or as a ``TreeRule``, which looks at
/// the whole tree. The engine decides everything else: the order in which it
/// visits stops and nodes, which rules run together, and which outcomes it
/// keeps. Built-in rules and your own rules conform to the same protocols;
/// hand yours to `AuditCommand.main(arguments:catalogs:rules:)` or to
/// `expectAccessible(_:rules:)`.
public protocol Rule: Sendable {
    /// The check's ID, severity, WCAG criteria, explanation and fix.
    static var info: CheckDescription { get }
}

extension Rule {
    /// The check's description (the same as `Self.info`).
    public var info: CheckDescription { Self.info }

    /// The rule's outcomes on one tree, run on its own, passes included, in
    /// the order the engine visits the elements.
    public func outcomes(in context: RuleContext) -> [ElementOutcome] {
        RuleEngine(rules: [self]).outcomes(of: context)[0]
    }
}
