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
///     expectAccessible(states: ["off": Chip(isOn: false), "on": Chip(isOn: true)])
/// }
/// ```
///
/// - Parameters:
///   - states: the states by name, in order, the first being the default; the expression
///     is evaluated once per rendered cell, so each cell starts from its view's initial `@State`.
///   - name: the component name in messages (default: the views' type name).
///   - styles: the styles to check, the first being the reference for style invariance.
///   - matrix: the environments (default from ``AccessibilityTestConfiguration/current``, `.smoke`).
///   - settings: settings fixed on every cell.
///   - failOn: the lowest severity recorded as an error (default `.serious`); `nil` records only warnings.
///   - rules: your own rules (`StopRule`, `TreeRule`, `DrawingRule`), run after the built-in ones.
///   - only: the checks that run, as `--rule` chooses them (empty: every check).
///   - skipping: checks that do not run (default from ``AccessibilityTestConfiguration/current``, none), with
///     those the package's `.a11y-audit.json` skips (the file nearest to the test file; its `severities` apply too).
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the views cannot be audited (no states, a state named twice;
///   an issue says why).
@discardableResult
public func expectAccessible<V: View>(
    states: @autoclosure @escaping () -> KeyValuePairs<String, V>,
    named name: String? = nil,
    styles: StyleCollection = .unstyled,
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
            ViewUnderTest(states: states, name: name), styles: styles, matrix: matrix, settings: settings,
            failOn: failOn, rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}

/// Audits a view in named states like
/// ``expectAccessible(states:named:styles:matrix:settings:failOn:rules:only:skipping:sourceLocation:)``
/// and stops the test when anything fails.
///
/// ```swift
/// let report = try requireAccessible(states: ["off": Chip(isOn: false), "on": Chip(isOn: true)])
/// #expect(report.stopsByState.map(\.stops) == [["Wi-Fi, off. Button."], ["Wi-Fi, on. Button."]])
/// ```
///
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the views cannot be audited.
@discardableResult
public func requireAccessible<V: View>(
    states: @autoclosure @escaping () -> KeyValuePairs<String, V>,
    named name: String? = nil,
    styles: StyleCollection = .unstyled,
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
            ViewUnderTest(states: states, name: name), styles: styles, matrix: matrix, settings: settings,
            failOn: failOn, rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}
