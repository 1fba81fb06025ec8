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

    public init(_ outcome: Outcome, _ message: String = "", severity: Severity? = nil) {
        self.outcome = outcome
        self.message = message
        self.severity = severity
    }

    /// The element satisfies the rule.
    public static let pass = Verdict(.pass)
    /// The rule does not apply to the element after all.
    public static let inapplicable = Verdict(.inapplicable)

    /// The element breaks the rule.
    /// - Parameters:
    ///   - message: what is wrong, quoting the offending values.
    ///   - severity: the severity of this violation, when it is not the rule's own.
    public static func violation(_ message: String, severity: Severity? = nil) -> Verdict {
        Verdict(.violation, message, severity: severity)
    }

    /// The rule cannot decide (text over a gradient): a person should look.
    public static func incomplete(_ message: String) -> Verdict {
        Verdict(.incomplete, message)
    }
}
