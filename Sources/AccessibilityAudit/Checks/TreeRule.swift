import AccessibilityModel

/// A rule that looks at the whole tree at once: it compares stops with one
/// another (two controls with one label) or looks at nodes that are not focus
/// stops, and adds a verdict per element to the report.
/// ```swift
/// func check(_ context: RuleContext, into report: inout RuleReport) {
///     for stop in context.stops where stop.node.isHidden { report.add(.violation("hidden stop"), at: stop) }
/// }
/// ```
public protocol TreeRule: Rule {
    /// Adds a verdict to `report` for each element the rule looks at.
    func check(_ context: RuleContext, into report: inout RuleReport)
}

extension TreeRule {
    /// A tree rule: run once on the whole tree.
    public var kind: RuleKind { RuleKind(.tree(self)) }
}
