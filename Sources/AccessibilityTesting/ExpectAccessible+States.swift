import AccessibilityAudit
import HeadlessUI
import Testing

/// Audits a view in named states, every state in every style and environment,
/// and records one issue per finding at the caller's line.
///
/// The states are audited as a catalog entry's states are: each on its own,
/// and every check that compares states runs over them (`color-only-state`:
/// two states that differ only in colour; `state-not-exposed`, where the
/// auditor has it: two states drawn differently that VoiceOver cannot tell
/// apart). A failure lists every state's focus stops once per test.
///
/// ```swift
/// @Test func `the chip says whether it is on`() {
///     expectAccessible(states: ["off": Chip(isOn: false), "on": Chip(isOn: true)], .only(.colorOnlyState))
/// }
/// ```
///
/// - Parameters:
///   - states: the states by name, in order, the first being the default; the expression
///     is evaluated once per rendered cell, so each cell starts from its view's initial `@State`.
///   - options: how to audit (``AuditOptions``); what they leave out comes from
///     ``AccessibilityTestConfiguration/current`` and the package's `.a11y-audit.json`.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the views cannot be audited (no states, a state named twice;
///   an issue says why).
@discardableResult
public func expectAccessible<V: View>(
    states: @autoclosure @escaping () -> KeyValuePairs<String, V>,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AccessibilityReport? {
    let audit = AuditOptions(options).resolved(at: sourceLocation)
    return IssueRecorder.expect(
        ViewAuditor.audit(ViewUnderTest(states: states, name: audit.name), audit), settings: audit.settings, at: sourceLocation)
}

/// Audits a view in named states like ``expectAccessible(states:_:sourceLocation:)``
/// and stops the test when anything fails.
///
/// ```swift
/// let report = try requireAccessible(states: ["off": Chip(isOn: false), "on": Chip(isOn: true)])
/// #expect(report.stopsByState.map(\.stops) == [["Wi-Fi, off. Button."], ["Wi-Fi, on. Button."]])
/// ```
///
/// - Parameters:
///   - states: the states by name, in order, the first being the default.
///   - options: how to audit (``AuditOptions``); what they leave out comes from the configuration in effect.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, when nothing failed.
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the views cannot be audited.
@discardableResult
public func requireAccessible<V: View>(
    states: @autoclosure @escaping () -> KeyValuePairs<String, V>,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> AccessibilityReport {
    let audit = AuditOptions(options).resolved(at: sourceLocation)
    return try IssueRecorder.require(
        ViewAuditor.audit(ViewUnderTest(states: states, name: audit.name), audit), settings: audit.settings, at: sourceLocation)
}
