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
/// @Suite(.accessibilityAudit(.matrix(.pairwise), .failOn(.moderate)))
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
    /// What the trait changes, as the helpers take it; what it leaves out keeps the enclosing
    /// configuration's (`.auditAfterEachTest` defaults to `true` for a trait).
    public var options: AuditOptions
    /// A whole configuration that replaces the enclosing one, before ``options`` apply.
    public var replacement: AccessibilityTestConfiguration?
    /// Where the trait was written, for an option that does not apply to a trait.
    public var sourceLocation: SourceLocation

    /// The trait applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// The configuration in scope, given the enclosing one.
    public func applied(to enclosing: AccessibilityTestConfiguration) -> AccessibilityTestConfiguration {
        var configuration = replacement ?? enclosing
        if let matrix = options.matrix { configuration.matrix = matrix }
        if let settings = options.settings { configuration.settings = settings }
        if let failOn = options.failOn { configuration.failOn = failOn }
        if let record = options.record { configuration.record = record }
        configuration.auditsAfterEachTest = options.auditsAfterEachTest ?? (replacement?.auditsAfterEachTest ?? true)
        configuration.skippedRules.formUnion(options.skipping)
        configuration.onlyRules.formUnion(options.only)
        configuration.rules += options.rules
        if let reads = options.readsConfigurationFile { configuration.readsConfigurationFile = reads }
        return configuration
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        if let problem = options.problem(in: .trait) {
            Issue.record(Comment(rawValue: "cannot audit: \(problem.description)"), sourceLocation: sourceLocation)
        }
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
    /// The options are the helpers' (``AuditOptions``), composed the same way:
    /// `.matrix`, `.settings`, `.failOn`, `.rules`, `.only`, `.skipping` and
    /// `.configurationFile` apply to every audit in scope; `.record` sets the
    /// snapshot record mode and `.auditAfterEachTest(false)` only configures.
    /// What they leave out keeps the enclosing configuration's; checks and rules add up.
    ///
    /// ```swift
    /// @Suite(.accessibilityAudit(.matrix(.pairwise), .failOn(.moderate), .skipping("label-too-long")))
    /// ```
    ///
    /// - Parameters:
    ///   - options: what the trait changes; `.named` and `.styles` name one view and are reported as an issue here.
    ///   - sourceLocation: where an option that does not apply is reported.
    public static func accessibilityAudit(
        _ options: AuditOptions..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        AccessibilityAuditTrait(options: AuditOptions(options), replacement: nil, sourceLocation: sourceLocation)
    }

    /// Replaces the helpers' configuration for a suite or a test with `configuration`
    /// (use `failOn: nil` there for warnings only), then applies `options` over it.
    ///
    /// - Parameters:
    ///   - configuration: the whole configuration in scope.
    ///   - options: options applied over it, as ``accessibilityAudit(_:sourceLocation:)-(AuditOptions...,_)`` applies them.
    ///   - sourceLocation: where an option that does not apply is reported.
    public static func accessibilityAudit(
        _ configuration: AccessibilityTestConfiguration, _ options: AuditOptions...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        AccessibilityAuditTrait(options: AuditOptions(options), replacement: configuration, sourceLocation: sourceLocation)
    }
}
