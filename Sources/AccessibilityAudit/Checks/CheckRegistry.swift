import AccessibilityModel

/// Every check the audit runs, in a fixed order: static rules, the cross-state
/// checks, contracts, then invariance checks.
///
/// ```swift
/// CheckRegistry.description(of: "contrast-text")?.explanationText
/// ```
public enum CheckRegistry {
    /// The static one-tree rules, in report order.
    public static let rules: [any Rule] = engine.rules

    /// The built-in rules, each run as its kind says.
    static let engine = RuleEngine(rules: [
        LabelMissing(), ImageLabelDerived(), LabelRedundantRole(), LabelPunctuation(), LabelInName(), DuplicateLabel(),
        ActionWithoutRole(), InteractiveUnreachable(), AdjustableMissingValue(), AdjustableMissingAction(),
        ToggleMissingState(), DisabledNotExposed(), TargetSize(), ContrastText(), ContrastNonText(), DynamicTypeFixedFont(),
        TextClipped(), MotionNotReduced(), ReadingOrderRule(), HeadingMissing(), LabelTooLong(), ConflictingTraits(),
    ])

    /// Every built-in rule's outcomes on one tree, passes included, in the order of ``rules``.
    package static func outcomes(of context: RuleContext) -> [[ElementOutcome]] {
        engine.outcomes(of: context)
    }

    /// The contracts, driven through the simulated VoiceOver.
    public static let contracts: [any Contract] = [
        // Feedback before activation: the activation contract reuses its first double taps.
        AdjustableContract(), ToggleContract(), FeedbackContract(), ActivateContract(), CustomActionsContract(), FocusContract(),
        DeclaredContractCheck(),
        TouchContract(),
    ]

    /// The ID of each of ``contracts``, side by side, read once (a contract's
    /// description is a dozen strings, copied at every read of `info`).
    static let contractIDs: [RuleID] = contracts.map { type(of: $0).info.id }

    /// The checks that compare cells of the matrix with one another, in the order they run.
    public static let crossCell: [any CrossCellCheck] = [
        EnvironmentInvariance(), StyleInvariance(), ColorOnlyState(), StateNotExposed(), DynamicTypeFollowsSetting(),
    ]

    /// Every check's description, rules first, then contracts and invariance.
    public static let all: [CheckDescription] =
        rules.map(\.info) + [ColorOnlyState.info, StateNotExposed.info] + contracts.map(\.info) + [StyleInvariance.info, EnvironmentInvariance.info]

    /// The description of the check with this ID, or `nil`.
    public static func description(of id: RuleID) -> CheckDescription? {
        all.first { $0.id == id }
    }

    /// The ID nearest to a misspelt one, for "did you mean".
    public static func suggestion(for text: String) -> String? {
        Suggestion.nearest(to: text, in: all.map(\.id.rawValue))
    }

    /// The text of `a11y-audit rules`: one summary line per check, grouped by kind.
    public static var listing: String {
        var lines: [String] = []
        for kind in CheckKind.allCases {
            lines.append(kind == .rule ? "Rules" : kind == .contract ? "Contracts" : "Invariance")
            for check in all where check.kind == kind { lines.append("  " + check.summaryLine) }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
