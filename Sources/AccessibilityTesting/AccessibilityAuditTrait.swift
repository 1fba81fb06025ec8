import AccessibilityAudit
import Testing

/// A suite or test trait that sets the helpers' configuration for its scope
/// and, by default, audits after each test every view the test showed to
/// `VoiceOver/init(_:named:settings:options:sourceLocation:)` or
/// ``expectTree(of:named:settings:record:sourceLocation:)``.
///
/// Findings of that audit are recorded at the line that created the
/// `VoiceOver` (or took the tree snapshot), with the matrix, settings and
/// threshold in effect there. Views given to ``expectAccessible(_:_:sourceLocation:)-(()->V,_,_)``
/// are audited by that call and are not audited again.
///
/// ```swift
/// @Suite(.accessibilityAudit(matrix: .pairwise, failOn: .moderate))
/// struct RatingTests {
///     @Test func `rating speaks its value`() {
///         let vo = VoiceOver(RatingView(value: 3))   // audited when the test ends
///         #expect(vo.next() == "Rating: 3 stars. Adjustable.")
///     }
/// }
/// ```
///
/// The configuration is a task-local: nested traits (a test's inside its
/// suite's) change only what they name; the innermost wins.
public struct AccessibilityAuditTrait: TestTrait, SuiteTrait, TestScoping {
    /// The environments, or `nil` to keep the enclosing configuration's.
    public var matrix: MatrixKind?
    /// Settings fixed on every cell, or `nil` to keep the enclosing configuration's.
    public var settings: SettingsOverride?
    /// The threshold, or `nil` to keep the enclosing configuration's.
    public var failOn: Severity?
    /// The snapshot record mode, or `nil` to keep the enclosing configuration's.
    public var record: SnapshotRecordMode?
    /// Whether views shown to `VoiceOver(…)` and `expectTree(of:)` are audited after each test.
    public var auditsAfterEachTest: Bool
    /// Checks that do not run, added to the enclosing configuration's.
    public var skippedRules: Set<RuleID> = []
    /// Whether the audits read `.a11y-audit.json`, or `nil` to keep the enclosing configuration's choice.
    public var readsConfigurationFile: Bool?
    /// A whole configuration that replaces the enclosing one, before the fields above apply.
    public var replacement: AccessibilityTestConfiguration?

    /// The trait applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// The configuration in scope, given the enclosing one.
    public func applied(to enclosing: AccessibilityTestConfiguration) -> AccessibilityTestConfiguration {
        var configuration = replacement ?? enclosing
        if let matrix { configuration.matrix = matrix }
        if let settings { configuration.settings = settings }
        if let failOn { configuration.failOn = failOn }
        if let record { configuration.record = record }
        configuration.auditsAfterEachTest = auditsAfterEachTest
        configuration.skippedRules.formUnion(skippedRules)
        if let readsConfigurationFile { configuration.readsConfigurationFile = readsConfigurationFile }
        return configuration
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let configuration = applied(to: TaskStore.configuration)
        try await TaskStore.$configuration.withValue(configuration) {
            guard configuration.auditsAfterEachTest else {
                try await TaskStore.$session.withValue(nil) { try await function() }
                return
            }
            if TaskStore.session != nil {
                // An enclosing trait's session audits when the test ends.
                try await function()
                return
            }
            let session = AuditSession()
            try await TaskStore.$session.withValue(session) {
                do {
                    try await function()
                } catch {
                    session.auditAll()
                    throw error
                }
                session.auditAll()
            }
        }
    }
}

extension Trait where Self == AccessibilityAuditTrait {
    /// Configures the accessibility helpers for a suite or a test, and audits
    /// the views the test showed to `VoiceOver(…)` or `expectTree(of:)` when it ends.
    ///
    /// - Parameters:
    ///   - matrix: the environments (`.smoke`, `.pairwise`, `.full`); `nil` keeps the enclosing choice.
    ///   - settings: settings fixed on every cell (`SettingsOverride(colorScheme: .dark)`); `nil` keeps the enclosing ones.
    ///   - failOn: the lowest severity recorded as an error; `nil` keeps the enclosing threshold.
    ///   - record: the snapshot record mode; `nil` keeps the enclosing mode (or `A11Y_RECORD`).
    ///   - auditAfterEachTest: `false` to only configure, without the audit after each test.
    ///   - skipping: checks that do not run, added to the enclosing ones (`[.labelTooLong]`).
    ///   - configurationFile: `false` to audit without the package's `.a11y-audit.json`
    ///     (its `skipRules` and `severities`); `nil` keeps the enclosing choice (read by default).
    public static func accessibilityAudit(
        matrix: MatrixKind? = nil, settings: SettingsOverride? = nil, failOn: Severity? = nil,
        record: SnapshotRecordMode? = nil, auditAfterEachTest: Bool = true,
        skipping: Set<RuleID> = [], configurationFile: Bool? = nil
    ) -> Self {
        AccessibilityAuditTrait(
            matrix: matrix, settings: settings, failOn: failOn, record: record,
            auditsAfterEachTest: auditAfterEachTest, skippedRules: skipping, readsConfigurationFile: configurationFile,
            replacement: nil)
    }

    /// Replaces the helpers' configuration for a suite or a test with `configuration`
    /// (use `failOn: nil` there for warnings only).
    public static func accessibilityAudit(_ configuration: AccessibilityTestConfiguration) -> Self {
        AccessibilityAuditTrait(
            matrix: nil, settings: nil, failOn: nil, record: nil,
            auditsAfterEachTest: configuration.auditsAfterEachTest, replacement: configuration)
    }
}
