import AccessibilityAudit

/// How one ``expectAccessible(_:_:sourceLocation:)-(()->V,_,_)`` or
/// ``requireAccessible(_:_:sourceLocation:)-(()->V,_,_)`` audits: options composed the
/// way Swift Testing composes traits, each saying one thing, any number in
/// any order.
///
/// ```swift
/// expectAccessible(CheckoutForm(), .matrix(.pairwise), .settings(SettingsOverride(layoutDirection: .rightToLeft)))
/// expectAccessible(TrashButton(), .rules([ButtonLabelStartsWithVerb()]), .skipping("label-too-long"), .failOn(.moderate))
/// ```
///
/// What an option does not say comes from the configuration in effect
/// (``AccessibilityTestConfiguration/current``, set by
/// `.accessibilityAudit(…)` on the suite or test). Given twice, the later
/// value of a single-valued option wins; checks named by ``skipping(_:)-(RuleID...)``,
/// ``only(_:)-(RuleID...)`` and rules given by ``rules(_:)`` add up.
public struct AuditOptions: Sendable {
    var name: String?
    var styles: StyleCollection?
    var matrix: MatrixKind?
    var settings: SettingsOverride?
    /// `.some(nil)`: every finding is a warning.
    var failOn: Severity??
    var rules: [any Rule] = []
    var only: Set<RuleID> = []
    var skipping: Set<RuleID> = []
    var readsConfigurationFile: Bool?
    var record: SnapshotRecordMode?
    var auditsAfterEachTest: Bool?

    /// No option: everything from the configuration in effect.
    public init() {}

    /// All of `options`, in order: a later single value wins, checks and rules add up.
    /// - Parameter options: the options, as a helper was given them.
    public init(_ options: [AuditOptions]) {
        for option in options {
            name = option.name ?? name
            styles = option.styles ?? styles
            matrix = option.matrix ?? matrix
            settings = option.settings ?? settings
            failOn = option.failOn ?? failOn
            rules += option.rules
            only.formUnion(option.only)
            skipping.formUnion(option.skipping)
            readsConfigurationFile = option.readsConfigurationFile ?? readsConfigurationFile
            record = option.record ?? record
            auditsAfterEachTest = option.auditsAfterEachTest ?? auditsAfterEachTest
        }
    }

    /// The component's name in messages (default: the view's type name).
    /// - Parameter name: the name, as a catalog would give it (`DeleteButton`).
    public static func named(_ name: String) -> AuditOptions {
        setting(\.name, to: name)
    }

    /// The styles to check, the first being the reference for style invariance (default: unstyled).
    /// A catalog entry is audited in its own styles; this option does not apply to it.
    /// - Parameter styles: the styles, each named.
    public static func styles(_ styles: StyleCollection) -> AuditOptions {
        setting(\.styles, to: styles)
    }

    /// The environments each view is rendered in (default from the configuration in effect, `.smoke`).
    /// - Parameter matrix: `.smoke`, `.pairwise` or `.full`, as `--matrix` chooses.
    public static func matrix(_ matrix: MatrixKind) -> AuditOptions {
        setting(\.matrix, to: matrix)
    }

    /// Settings fixed on every cell, as `--env` fixes them.
    /// - Parameter settings: the settings fixed (`SettingsOverride(colorScheme: .dark)`).
    public static func settings(_ settings: SettingsOverride) -> AuditOptions {
        setting(\.settings, to: settings)
    }

    /// The lowest severity recorded as an error (default from the configuration in effect, `.serious`).
    /// - Parameter severity: the threshold, as `--fail-on` gives it; `nil` records every finding as a warning.
    public static func failOn(_ severity: Severity?) -> AuditOptions {
        setting(\.failOn, to: .some(severity))
    }

    /// Your own rules (`StopRule`, `TreeRule`, `DrawingRule`), run after the built-in ones.
    /// - Parameter rules: the rules.
    public static func rules(_ rules: [any Rule]) -> AuditOptions {
        setting(\.rules, to: rules)
    }

    /// Only these checks run, as `--rule` chooses them (even those the configuration file skips).
    /// - Parameter ids: the checks' IDs (`"label-missing"`, `.colorOnlyState`).
    public static func only(_ ids: RuleID...) -> AuditOptions {
        only(Set(ids))
    }

    /// Only these checks run, as `--rule` chooses them.
    /// - Parameter ids: the checks' IDs.
    public static func only(_ ids: Set<RuleID>) -> AuditOptions {
        setting(\.only, to: ids)
    }

    /// These checks do not run, as `--skip-rule` skips them, besides those the
    /// configuration in effect and the package's `.a11y-audit.json` skip.
    /// - Parameter ids: the checks' IDs (`"contrast-text"`, `.labelTooLong`).
    public static func skipping(_ ids: RuleID...) -> AuditOptions {
        skipping(Set(ids))
    }

    /// These checks do not run, as `--skip-rule` skips them.
    /// - Parameter ids: the checks' IDs.
    public static func skipping(_ ids: Set<RuleID>) -> AuditOptions {
        setting(\.skipping, to: ids)
    }

    /// Whether the audit reads the package's `.a11y-audit.json` (its
    /// `skipRules` and `severities`), the one nearest to the test file
    /// (default from the configuration in effect: it does).
    /// - Parameter reads: `false` to audit without the file.
    public static func configurationFile(_ reads: Bool) -> AuditOptions {
        setting(\.readsConfigurationFile, to: reads)
    }

    /// The snapshot record mode of a suite or test (`.accessibilityAudit(.record(.never))`;
    /// default: `A11Y_RECORD`, then ``SnapshotRecordMode/missing``). Applies to the trait only.
    /// - Parameter mode: how snapshots are recorded.
    public static func record(_ mode: SnapshotRecordMode) -> AuditOptions {
        setting(\.record, to: mode)
    }

    /// Whether the views a test shows to `VoiceOver(…)` and `expectTree(of:)` are audited when
    /// it ends (the trait's default: they are). Applies to the trait only.
    /// - Parameter audits: `false` to only configure the helpers.
    public static func auditAfterEachTest(_ audits: Bool) -> AuditOptions {
        setting(\.auditsAfterEachTest, to: audits)
    }

    /// Options with one value set and every other left to its default.
    private static func setting<Value>(_ option: WritableKeyPath<AuditOptions, Value>, to value: Value) -> AuditOptions {
        var options = AuditOptions()
        options[keyPath: option] = value
        return options
    }
}
