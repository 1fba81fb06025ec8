import AccessibilityModel

/// Which checks an audit runs: the built-in checks and your own rules and
/// cross-cell checks, less those skipped or left out by ``only``, with the
/// severity of some replaced.
///
/// ```swift
/// var selection = RuleSelection(custom: [ButtonLabelStartsWithVerb()], skipped: [.labelTooLong])
/// selection.severities[.targetSize] = .minor
/// try selection.validate()
/// ```
public struct RuleSelection: Sendable {
    /// Your own rules, run after the built-in ones.
    public var custom: [any Rule]
    /// Only these checks run (`--rule`); empty: every check.
    public var only: Set<RuleID>
    /// These checks do not run (`--skip-rule`).
    public var skipped: Set<RuleID>
    /// The severity each of these checks reports instead of its own.
    public var severities: [RuleID: Severity]
    /// Your own checks that compare cells of the matrix, run after the built-in ones.
    public var crossCell: [any CrossCellCheck]

    public init(
        custom: [any Rule] = [], only: Set<RuleID> = [], skipped: Set<RuleID> = [], severities: [RuleID: Severity] = [:],
        crossCell: [any CrossCellCheck] = []
    ) {
        self.custom = custom
        self.only = only
        self.skipped = skipped
        self.severities = severities
        self.crossCell = crossCell
    }

    /// Every check there is, built-in and custom, in report order.
    public var checks: [CheckDescription] {
        CheckRegistry.all + custom.map(\.info) + crossCell.map(\.info)
    }

    /// Whether the check with this ID runs: the one test of inclusion that
    /// every audit (catalog cells, static trees, scenario screens, tests) makes.
    public func includes(_ id: RuleID) -> Bool {
        (only.isEmpty || only.contains(id)) && !skipped.contains(id)
    }

    /// The severity the check with this ID reports here: its override, else `own`.
    public func severity(of id: RuleID, own: Severity) -> Severity {
        severities.isEmpty ? own : severities[id] ?? own
    }

    /// `outcome` as this selection reports it (its check's severity override
    /// applied), or `nil` when its check does not run: what every audit does
    /// to an outcome before it counts it.
    public func selected(_ outcome: ElementOutcome) -> ElementOutcome? {
        guard includes(outcome.rule) else { return nil }
        guard let severity = severities[outcome.rule], severity != outcome.severity else { return outcome }
        var overridden = outcome
        overridden.severity = severity
        return overridden
    }

    /// The severity overrides applied in place to `outcomes` from `start` on
    /// (outcomes of checks that run; see ``selected(_:)``).
    func applySeverities(to outcomes: inout [ElementOutcome], from start: Int = 0) {
        guard !severities.isEmpty else { return }
        for index in outcomes.indices.dropFirst(start) {
            if let severity = severities[outcomes[index].rule] { outcomes[index].severity = severity }
        }
    }

    /// The checks of ``checks`` that run (``includes(_:)``) and can run on
    /// `subject`, in report order: on a static tree, the rules (contracts
    /// report `incomplete` there) but no check that compares cells.
    public func running(on subject: AuditedSubject) -> [CheckDescription] {
        let runnable: Set<RuleID>? =
            switch subject {
            case .component: nil
            case .staticTree: Set((CheckRegistry.rules.map(\.info) + CheckRegistry.contracts.map(\.info) + custom.map(\.info)).map(\.id))
            }
        return checks.filter { includes($0.id) && runnable?.contains($0.id) != false }
    }

    /// What an audit looks at, for ``running(on:)``.
    public enum AuditedSubject: Sendable {
        /// A live component in a matrix of cells (a catalog, a test, a scenario).
        case component
        /// One static tree (JSON or a captured screen): no cells to compare, nothing to drive.
        case staticTree
    }

    /// Throws when no check would run on `subject`: an audit that checks
    /// nothing must not report that everything passed.
    /// - Throws: ``AuditError`` saying which checks were chosen and why none runs.
    public func requireChecks(on subject: AuditedSubject) throws(AuditError) {
        guard running(on: subject).isEmpty else { return }
        let chosen = only.subtracting(skipped).sorted().map { "'\($0)'" }
        if subject == .staticTree, !chosen.isEmpty {
            throw AuditError(
                message: "nothing to check: \(chosen.joined(separator: ", ")) cannot run on a static tree "
                    + "(\(chosen.count == 1 ? "it compares" : "they compare") cells of a live component); choose a rule or contract")
        }
        throw AuditError(message: "nothing to check: every check is skipped")
    }

    /// The contracts the selection runs, in the order they run.
    var contracts: [any Contract] {
        if isDefault { return CheckRegistry.contracts }
        return CheckRegistry.contracts.indices.filter { includes(CheckRegistry.contractIDs[$0]) }.map { CheckRegistry.contracts[$0] }
    }

    /// Whether every check runs as it is (nothing chosen, skipped, overridden or added).
    var isDefault: Bool { custom.isEmpty && crossCell.isEmpty && only.isEmpty && skipped.isEmpty && severities.isEmpty }

    /// The description of the check with this ID, built-in or custom.
    public func description(of id: RuleID) -> CheckDescription? {
        CheckRegistry.description(of: id) ?? custom.lazy.map(\.info).first { $0.id == id }
            ?? crossCell.lazy.map(\.info).first { $0.id == id }
    }

    /// Checks that the selection makes sense.
    /// - Throws: ``AuditError`` when a custom rule's ID is that of a built-in
    ///   check or of another custom check, when ``only``, ``skipped`` or
    ///   ``severities`` name an unknown check (with the nearest ID), or when
    ///   no check runs (``requireChecks(on:)``).
    public func validate() throws(AuditError) {
        var known = Set(CheckRegistry.all.map(\.id))
        for rule in custom {
            let id = rule.info.id
            if CheckRegistry.description(of: id) != nil {
                throw AuditError(message: "custom rule '\(id)' (\(type(of: rule))) has the ID of a built-in check; choose another ID")
            }
            if !known.insert(id).inserted {
                throw AuditError(message: "two custom rules have the ID '\(id)'")
            }
        }
        for check in crossCell {
            let id = check.info.id
            if CheckRegistry.description(of: id) != nil {
                throw AuditError(message: "cross-cell check '\(id)' (\(type(of: check))) has the ID of a built-in check; choose another ID")
            }
            if !known.insert(id).inserted {
                throw AuditError(message: "two custom checks have the ID '\(id)'")
            }
        }
        for id in only.sorted() + skipped.sorted() + severities.keys.sorted() where !known.contains(id) {
            throw AuditError(message: "unknown rule '\(id)'", suggestion: suggestion(for: id.rawValue))
        }
        try requireChecks(on: .component)
    }

    /// The ID nearest to a misspelt one, built-in or custom, for "did you mean".
    public func suggestion(for text: String) -> String? {
        Suggestion.nearest(to: text, in: checks.map(\.id.rawValue))
    }

    /// The engine that runs the selected rules.
    var engine: RuleEngine {
        if isDefault { return CheckRegistry.engine }
        return CheckRegistry.engine.adding(custom).selecting(includes, severities: severities)
    }
}
