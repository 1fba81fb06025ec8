import AccessibilityModel

/// Where a ``TreeRule`` puts its verdicts: each at the element it concerns.
///
/// The report keeps what the audit needs: every verdict for a single test,
/// only violations and incompletes (passes counted) for the audit of a large
/// tree, so a rule reports every pass without caring what it costs.
public struct RuleReport {
    /// The rule's ID and the severity of its outcomes unless a verdict says otherwise.
    let rule: RuleID
    let severity: Severity
    /// Whether the rule's severity replaces the one a verdict gives (a configured override).
    let overridesSeverity: Bool
    /// Whether passes are kept with their element.
    let keepsPasses: Bool
    /// Whether inapplicable outcomes are kept with their element.
    let keepsInapplicable: Bool
    /// The kept outcomes, in the order they were added.
    private(set) var outcomes: [ElementOutcome] = []
    /// Passes that were counted instead of kept.
    private(set) var passes = 0

    init(rule: RuleID, severity: Severity, overridesSeverity: Bool, keepsPasses: Bool, keepsInapplicable: Bool) {
        self.rule = rule
        self.severity = severity
        self.overridesSeverity = overridesSeverity
        self.keepsPasses = keepsPasses
        self.keepsInapplicable = keepsInapplicable
    }

    /// Adds a verdict on a focus stop.
    public mutating func add(_ verdict: Verdict, at stop: AuditedStop) {
        if let kept = kept(verdict, at: stop) { outcomes.append(kept) }
    }

    /// The outcome of a verdict on a focus stop when the report keeps it
    /// (a pass it does not keep is counted), for a caller that gathers the
    /// outcomes of several reports in one list.
    mutating func kept(_ verdict: Verdict, at stop: AuditedStop) -> ElementOutcome? {
        guard keeps(verdict) else { return nil }
        return outcome(verdict, path: stop.path, label: stop.node.label, spoken: stop.spoken, site: stop.node.site)
    }

    /// Adds a verdict on a node that is not a focus stop (VoiceOver says nothing of it).
    ///
    /// - Parameters:
    ///   - verdict: What the rule concluded.
    ///   - path: Where the node is in the tree.
    ///   - label: The node's label, when it has one.
    ///   - site: Where the node was made (`AccessibilityNode.site`), when known.
    public mutating func add(
        _ verdict: Verdict, atNode path: @autoclosure () -> NodePath, label: @autoclosure () -> String?,
        site: @autoclosure () -> CodeLocation.Site = .unknown
    ) {
        guard keeps(verdict) else { return }
        outcomes.append(outcome(verdict, path: path(), label: label(), spoken: nil, site: site()))
    }

    /// Adds outcomes the engine made with ``outcome(_:path:label:spoken:)``.
    mutating func append(contentsOf kept: [ElementOutcome]) {
        // A report with nothing yet takes the list itself (no copy of its outcomes).
        if outcomes.isEmpty { outcomes = kept } else { outcomes += kept }
    }

    /// Reserves room for `count` outcomes.
    public mutating func reserveCapacity(_ count: Int) {
        outcomes.reserveCapacity(count)
    }

    /// Whether the verdict is kept; a pass that is not is counted.
    mutating func keeps(_ verdict: Verdict) -> Bool {
        switch verdict.outcome {
        case .violation, .incomplete: return true
        case .pass:
            if keepsPasses { return true }
            passes += 1
            return false
        case .inapplicable: return keepsInapplicable
        }
    }

    /// The outcome of a kept verdict at an element.
    func outcome(
        _ verdict: Verdict, path: NodePath, label: String?, spoken: String?, part: NodePath? = nil,
        site: CodeLocation.Site = .unknown
    ) -> ElementOutcome {
        let severity = overridesSeverity ? severity : verdict.severity ?? severity
        let drawnAt = verdict.drawnAt
        var outcome = ElementOutcome(
            rule: rule, outcome: verdict.outcome, severity: severity, path: path, label: label,
            spoken: spoken, message: verdict.message, part: part, measure: verdict.measure, site: drawnAt.isKnown ? drawnAt : site)
        // Located at the drawing: the element's own line is related.
        if drawnAt.isKnown { outcome.elementSite = site }
        return outcome
    }
}
