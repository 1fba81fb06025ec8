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
///     expectAccessible(entry, .matrix(.pairwise))
/// }
/// ```
///
/// - Parameters:
///   - entry: the catalog entry.
///   - options: how to audit (``AuditOptions``; `.named` and `.styles` do not apply to an entry, which
///     has its own, and are reported as an issue); what they leave out comes from
///     ``AccessibilityTestConfiguration/current`` and the package's `.a11y-audit.json`.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the entry cannot be audited (an issue says why).
@discardableResult
public func expectAccessible(
    _ entry: CatalogEntry,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AccessibilityReport? {
    let options = AuditOptions(options), audit = options.resolved(at: sourceLocation)
    return IssueRecorder.expect(
        options.problem(in: .catalogEntry).map { .failure($0) } ?? ViewAuditor.audit(entry.descriptor, audit),
        settings: audit.settings, at: sourceLocation)
}

/// Audits a catalog entry like ``expectAccessible(_:_:sourceLocation:)-(CatalogEntry,_,_)``
/// and stops the test when anything fails.
///
/// - Parameters:
///   - entry: the catalog entry.
///   - options: how to audit (``AuditOptions``); what they leave out comes from the configuration in effect.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, when nothing failed.
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the entry cannot be audited.
@discardableResult
public func requireAccessible(
    _ entry: CatalogEntry,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> AccessibilityReport {
    let options = AuditOptions(options), audit = options.resolved(at: sourceLocation)
    return try IssueRecorder.require(
        options.problem(in: .catalogEntry).map { .failure($0) } ?? ViewAuditor.audit(entry.descriptor, audit),
        settings: audit.settings, at: sourceLocation)
}
