import AccessibilityAudit
import HeadlessUI
import Testing

/// Audits a catalog entry in every one of its styles and states, across the
/// matrix, and records one issue per finding at the caller's line: the
/// audit `a11y-audit --component <name>` runs, from a test.
///
/// The entry's own states and styles are used, with its declared contract
/// and suppressions, and every check that compares states runs over them.
///
/// ```swift
/// @Test func `the count badge is accessible`() throws {
///     let entry = try #require(Catalog.badges.entry(named: "CountBadge"))
///     expectAccessible(entry)
/// }
/// ```
///
/// - Parameters:
///   - entry: the catalog entry.
///   - matrix: the environments (default from ``AccessibilityTestConfiguration/current``, `.smoke`).
///   - settings: settings fixed on every cell.
///   - failOn: the lowest severity recorded as an error (default `.serious`); `nil` records only warnings.
///   - rules: your own rules (`StopRule`, `TreeRule`, `DrawingRule`), run after the built-in ones.
///   - only: the checks that run, as `--rule` chooses them (empty: every check).
///   - skipping: checks that do not run (default from ``AccessibilityTestConfiguration/current``, none), with
///     those the package's `.a11y-audit.json` skips (the file nearest to the test file; its `severities` apply too).
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the entry cannot be audited (an issue says why).
@discardableResult
public func expectAccessible(
    _ entry: CatalogEntry,
    matrix: MatrixKind = AccessibilityTestConfiguration.current.matrix,
    settings: SettingsOverride = AccessibilityTestConfiguration.current.settings,
    failOn: Severity? = AccessibilityTestConfiguration.current.failOn,
    rules: [any Rule] = [],
    only: Set<RuleID> = [],
    skipping: Set<RuleID> = AccessibilityTestConfiguration.current.skippedRules,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AccessibilityReport? {
    IssueRecorder.expect(
        ViewAuditor.audit(
            entry.descriptor, matrix: matrix, settings: settings, failOn: failOn,
            rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}

/// Audits a catalog entry like
/// ``expectAccessible(_:matrix:settings:failOn:rules:only:skipping:sourceLocation:)``
/// and stops the test when anything fails.
///
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the entry cannot be audited.
@discardableResult
public func requireAccessible(
    _ entry: CatalogEntry,
    matrix: MatrixKind = AccessibilityTestConfiguration.current.matrix,
    settings: SettingsOverride = AccessibilityTestConfiguration.current.settings,
    failOn: Severity? = AccessibilityTestConfiguration.current.failOn,
    rules: [any Rule] = [],
    only: Set<RuleID> = [],
    skipping: Set<RuleID> = AccessibilityTestConfiguration.current.skippedRules,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> AccessibilityReport {
    try IssueRecorder.require(
        ViewAuditor.audit(
            entry.descriptor, matrix: matrix, settings: settings, failOn: failOn,
            rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}
