import AccessibilityModel

/// What a rule concludes about the one element it was shown: it passes, it
/// breaks the rule (with a message quoting the offending values), or the rule
/// cannot decide.
///
/// The engine turns a verdict into an ``ElementOutcome`` at the element the
/// rule looked at, with the rule's ID and severity.
/// ```swift
/// if stop.node.label == nil { return .violation("button has no label") }
/// return .pass
/// ```
public struct Verdict: Hashable, Sendable {
    public var outcome: Outcome
    /// Why, quoting the offending values; empty for a pass.
    public var message: String
    /// The severity of this one outcome, when it is not the rule's own.
    public var severity: Severity?
    /// How far the element is from passing, lower worse (a contrast ratio
    /// over the ratio needed, a target's side over the side needed), when the
    /// rule measures it: of the occurrences of one finding across the matrix,
    /// the report names the one with the lowest (``Finding/Cells/worst``).
    public var measure: Double?
    /// Where what the verdict is about was drawn, when that is a call of its
    /// own inside the element (a boundary's `.stroke(…)`, an icon's
    /// `Image(…)`): where the finding is located, the element's own line
    /// beside it. `CodeLocation.Site.unknown` when the verdict is about the
    /// element as a whole. No part of the verdict's equality.
    public var drawnAt: CodeLocation.Site {
        get { drawn.site }
        set { drawn = CodeLocation.Site.Unequated(newValue) }
    }
    private var drawn = CodeLocation.Site.Unequated(.unknown)

    public init(_ outcome: Outcome, _ message: String = "", severity: Severity? = nil, measure: Double? = nil) {
        self.outcome = outcome
        self.message = message
        self.severity = severity
        self.measure = measure
    }

    /// The element satisfies the rule.
    public static let pass = Verdict(.pass)
    /// The rule does not apply to the element after all.
    public static let inapplicable = Verdict(.inapplicable)

    /// The element breaks the rule.
    /// - Parameters:
    ///   - message: what is wrong, quoting the offending values.
    ///   - severity: the severity of this violation, when it is not the rule's own.
    ///   - measure: how far from passing, lower worse (``measure``), when the rule measures it.
    public static func violation(_ message: String, severity: Severity? = nil, measure: Double? = nil) -> Verdict {
        Verdict(.violation, message, severity: severity, measure: measure)
    }

    /// The rule cannot decide (text over a gradient): a person should look.
    public static func incomplete(_ message: String) -> Verdict {
        Verdict(.incomplete, message)
    }
}
