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

    /// Whether the check with this ID runs.
    public func includes(_ id: RuleID) -> Bool {
        (only.isEmpty || only.contains(id)) && !skipped.contains(id)
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
    ///   check or of another custom check, when a custom rule is neither a
    ///   ``StopRule`` nor a ``TreeRule``, or when ``only``, ``skipped`` or
    ///   ``severities`` name an unknown check (with the nearest ID).
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
            if RuleEngine.Run(rule) == nil {
                throw AuditError(message: "custom rule '\(id)' (\(type(of: rule))) conforms to neither StopRule nor TreeRule")
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
