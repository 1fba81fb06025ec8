import AccessibilityAudit

/// How the helpers audit and snapshot: the environment matrix, settings fixed
/// on every cell, the failure threshold, the snapshot record mode and whether
/// views are audited after each test.
///
/// The configuration in effect is ``current``: the defaults, changed for a
/// suite or a test by the ``AccessibilityAuditTrait`` (`.accessibilityAudit(…)`),
/// and read by the helpers' default arguments.
public struct AccessibilityTestConfiguration: Sendable, Equatable {
    /// The environments each view is rendered in (`MatrixKind/smoke` by default:
    /// the default cell and each setting at its extreme).
    public var matrix: MatrixKind
    /// Settings fixed on top of every cell (none by default).
    public var settings: SettingsOverride
    /// The lowest severity recorded as an error; lower findings are warnings.
    /// `nil` records every finding as a warning.
    public var failOn: Severity?
    /// The snapshot record mode; `nil` defers to `A11Y_RECORD`, then ``SnapshotRecordMode/missing``.
    public var record: SnapshotRecordMode?
    /// Whether views shown to `VoiceOver/init(_:named:settings:options:sourceLocation:)`
    /// or ``expectTree(of:named:settings:record:sourceLocation:)`` are audited when the test ends.
    public var auditsAfterEachTest: Bool
    /// Checks that do not run (`a11y-audit --skip-rule`), besides those the configuration file skips.
    public var skippedRules: Set<RuleID>
    /// Whether the audits read the package's `.a11y-audit.json` (its
    /// `skipRules` and `severities`), the one nearest to the test file, as
    /// the command line reads the one nearest to its directory (`true` by
    /// default; the environment variable `A11Y_NO_CONFIG_FILE=1` turns it off
    /// for a whole run).
    public var readsConfigurationFile: Bool = true
    /// Your own rules, run after the built-in ones by every audit in scope
    /// (`.accessibilityAudit(.rules([…]))`), before those a helper adds.
    public var rules: [any Rule] = []
    /// When not empty, only these checks run (`a11y-audit --rule`), besides those a helper names.
    public var onlyRules: Set<RuleID> = []

    /// A configuration; the defaults are those in effect without any trait.
    public init(
        matrix: MatrixKind = .smoke, settings: SettingsOverride = .none, failOn: Severity? = .serious,
        record: SnapshotRecordMode? = nil, auditsAfterEachTest: Bool = false, skippedRules: Set<RuleID> = [],
        readsConfigurationFile: Bool = true
    ) {
        self.matrix = matrix
        self.settings = settings
        self.failOn = failOn
        self.record = record
        self.auditsAfterEachTest = auditsAfterEachTest
        self.skippedRules = skippedRules
        self.readsConfigurationFile = readsConfigurationFile
    }

    /// Two configurations are equal when every field is, custom rules compared by their IDs in order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.matrix == rhs.matrix && lhs.settings == rhs.settings && lhs.failOn == rhs.failOn && lhs.record == rhs.record
            && lhs.auditsAfterEachTest == rhs.auditsAfterEachTest && lhs.skippedRules == rhs.skippedRules
            && lhs.readsConfigurationFile == rhs.readsConfigurationFile && lhs.onlyRules == rhs.onlyRules
            && lhs.rules.map { type(of: $0).info.id } == rhs.rules.map { type(of: $0).info.id }
    }

    /// The configuration in effect for the running test.
    public static var current: AccessibilityTestConfiguration { TaskStore.configuration }

    /// Runs `body` with `configuration` in effect.
    public static func withValue<R>(
        _ configuration: AccessibilityTestConfiguration,
        _ body: () async throws -> R
    ) async rethrows -> R {
        try await TaskStore.$configuration.withValue(configuration, operation: body)
    }
}

/// The task-locals of the module.
enum TaskStore {
    @TaskLocal static var configuration = AccessibilityTestConfiguration()
    /// Views registered during a test, for the audit after it.
    @TaskLocal static var session: AuditSession?
    /// Where snapshots are written instead of next to the test file (tests of the helpers).
    @TaskLocal static var snapshotDirectory: String?
}
