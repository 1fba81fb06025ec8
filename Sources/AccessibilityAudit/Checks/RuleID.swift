/// The stable kebab-case identifier of a check (rule, contract or invariance).
///
/// IDs are part of the report format and of suppressions: they never change.
/// ```swift
/// RuleID.labelMissing.rawValue  // "label-missing"
/// ```
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    // MARK: Rules
    public static let labelMissing: RuleID = "label-missing"
    public static let imageLabelDerived: RuleID = "image-label-derived"
    public static let labelRedundantRole: RuleID = "label-redundant-role"
    public static let labelPunctuation: RuleID = "label-punctuation"
    public static let labelInName: RuleID = "label-in-name"
    public static let duplicateLabel: RuleID = "duplicate-label"
    public static let actionWithoutRole: RuleID = "action-without-role"
    public static let interactiveUnreachable: RuleID = "interactive-unreachable"
    public static let adjustableMissingValue: RuleID = "adjustable-missing-value"
    public static let adjustableMissingAction: RuleID = "adjustable-missing-action"
    public static let toggleMissingState: RuleID = "toggle-missing-state"
    public static let disabledNotExposed: RuleID = "disabled-not-exposed"
    public static let targetSize: RuleID = "target-size"
    public static let contrastText: RuleID = "contrast-text"
    public static let contrastNonText: RuleID = "contrast-non-text"
    public static let dynamicTypeFixedFont: RuleID = "dynamic-type-fixed-font"
    public static let textClipped: RuleID = "text-clipped"
    public static let colorOnlyState: RuleID = "color-only-state"
    public static let stateNotExposed: RuleID = "state-not-exposed"
    public static let motionNotReduced: RuleID = "motion-not-reduced"
    public static let readingOrder: RuleID = "reading-order"
    public static let headingMissing: RuleID = "heading-missing"
    public static let labelTooLong: RuleID = "label-too-long"
    public static let conflictingTraits: RuleID = "conflicting-traits"

    // MARK: Contracts
    public static let contractAdjustable: RuleID = "contract-adjustable"
    public static let contractToggle: RuleID = "contract-toggle"
    public static let contractActivate: RuleID = "contract-activate"
    public static let contractCustomActions: RuleID = "contract-custom-actions"
    public static let contractFocus: RuleID = "contract-focus"
    public static let contractDeclared: RuleID = "contract-declared"
    public static let contractTouch: RuleID = "contract-touch"
    public static let contractFeedback: RuleID = "contract-feedback"

    // MARK: Invariance
    public static let styleInvariance: RuleID = "style-invariance"
    public static let environmentInvariance: RuleID = "environment-invariance"
}
