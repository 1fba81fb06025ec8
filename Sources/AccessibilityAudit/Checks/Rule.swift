import AccessibilityModel

/// A static check of one tree in one environment.
///
/// Conforming types are values with no state; each reports, per element it
/// looks at, a ``ElementOutcome`` (violations and incompletes with a message
/// quoting the offending values, passes with an empty message). Elements a
/// rule does not apply to are simply not reported.
public protocol Rule: Sendable {
    /// The check's ID, severity, WCAG criteria, explanation and fix.
    static var info: CheckDescription { get }
    /// Checks one rendered tree.
    func check(_ context: RuleContext) -> [ElementOutcome]
}

extension Rule {
    /// The check's description (the same as `Self.info`).
    public var info: CheckDescription { Self.info }

    func violation(_ stop: AuditedStop, _ message: String, severity: Severity? = nil) -> ElementOutcome {
        ElementOutcome(rule: Self.info.id, outcome: .violation, severity: severity ?? Self.info.severity, path: stop.path,
                       label: stop.node.label, spoken: stop.spoken, message: message)
    }

    /// A pass at `stop`; without its element when `context` does not keep pass details.
    func pass(_ stop: AuditedStop, in context: RuleContext? = nil) -> ElementOutcome {
        if context?.keepsPassDetails == false { return bare(.pass) }
        return ElementOutcome(rule: Self.info.id, outcome: .pass, severity: Self.info.severity, path: stop.path,
                              label: stop.node.label, spoken: stop.spoken)
    }

    /// An outcome at `target`; a pass or an inapplicable one is without its element when `context` does not keep pass details.
    /// The target is made only when the outcome carries it: reading a stop's
    /// path, label and speech on a large tree costs a memory access each.
    func outcome(_ outcome: Outcome, at target: @autoclosure () -> CheckTarget, _ message: String = "", severity: Severity? = nil,
                 in context: RuleContext? = nil) -> ElementOutcome {
        if context?.keepsPassDetails == false, outcome == .pass || outcome == .inapplicable { return bare(outcome) }
        let target = target()
        return ElementOutcome(rule: Self.info.id, outcome: outcome, severity: severity ?? Self.info.severity, path: target.path,
                       label: target.label, spoken: target.spoken, message: message)
    }
}

extension Rule {
    /// An outcome that only counts (the static audit counts passes and drops inapplicable outcomes).
    fileprivate func bare(_ outcome: Outcome) -> ElementOutcome {
        ElementOutcome(rule: Self.info.id, outcome: outcome, severity: Self.info.severity, path: .root)
    }
}

/// Where an outcome is reported: a focus stop, or a node outside any stop.
struct CheckTarget: Hashable {
    var path: NodePath
    var label: String?
    var spoken: String?
}
