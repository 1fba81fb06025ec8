import AccessibilityAudit
import AccessibilityModel

extension AuditReport {
    /// Findings that one change of code fixes: one rule's outcome at one
    /// source line, wherever the line's element is drawn (in several styles,
    /// states or components). The HTML page lists each root cause once, with
    /// the findings (its occurrences) under it.
    ///
    /// Findings are of one root cause when they share rule, outcome and
    /// `location`, and that location is the line that made the
    /// element (not the component's catalog entry, which every finding of a
    /// component without recorded lines shares). A finding without such a
    /// line is a root cause of its own, with its component, style, state and
    /// element path as they are.
    public struct RootCause: Hashable, Sendable {
        /// Indexes into the report's ``AuditReport/findings``, in the report's order; the first is the worst.
        public var findings: [Int]
        /// The highest severity among the findings.
        public var severity: Severity
        /// `violation` when any finding is one; `incomplete` otherwise.
        public var outcome: Outcome
        /// Whether a finding fails the run at the threshold the causes were found at.
        public var fails: Bool
        /// The cells of all its findings together (counted once per finding's unit).
        public var cells: Int

        /// The order of the findings list, worst first: violations before
        /// incompletes (which a person has still to judge), then severity
        /// (critical first), causes that fail the run before those that do
        /// not (baseline, suppressed, below the threshold), then the one that
        /// occurs in more cells, then the report order of its first finding.
        /// The report keeps no measure of a finding (the audit used it to
        /// choose which instance the message quotes), so breadth decides
        /// between causes of one severity.
        func precedes(_ other: RootCause) -> Bool {
            if outcome != other.outcome { return outcome == .violation }
            if severity != other.severity { return severity > other.severity }
            if fails != other.fails { return fails }
            if cells != other.cells { return cells > other.cells }
            return (findings.first ?? 0) < (other.findings.first ?? 0)
        }
    }

    /// The root causes of the findings, worst first (violations, severity, failing, breadth);
    /// every finding is in exactly one. Call it on a ``canonicalized()``
    /// report: the indexes are into its findings.
    ///
    /// - Parameter threshold: the `--fail-on` threshold that decides ``RootCause/fails``.
    public func rootCauses(failOn threshold: FailThreshold) -> [RootCause] {
        struct Key: Hashable {
            var rule: RuleID
            var outcome: Outcome
            var location: CodeLocation
        }
        var causes: [RootCause] = []
        var byKey: [Key: Int] = [:]
        for (index, finding) in findings.enumerated() {
            let fails = finding.fails(at: threshold)
            let key: Key? = finding.location.flatMap { location in
                location == finding.componentLocation ? nil : Key(rule: finding.rule, outcome: finding.outcome, location: location)
            }
            if let key, let known = byKey[key] {
                causes[known].findings.append(index)
                causes[known].severity = max(causes[known].severity, finding.severity)
                causes[known].fails = causes[known].fails || fails
                causes[known].cells += finding.cells.count
                continue
            }
            if let key { byKey[key] = causes.count }
            causes.append(
                RootCause(findings: [index], severity: finding.severity, outcome: finding.outcome, fails: fails, cells: finding.cells.count))
        }
        return causes.sorted { $0.precedes($1) }
    }
}
