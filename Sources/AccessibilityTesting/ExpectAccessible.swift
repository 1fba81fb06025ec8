import AccessibilityAudit
import HeadlessUI
import Testing

/// Audits `view` in every style and environment and records one issue per
/// finding at the caller's line.
///
/// Each issue names the rule and its severity, the element as VoiceOver
/// describes it, where in the matrix it occurs (`only when colorScheme=dark`,
/// `style bordered`), the message and the fix. Findings at or above `failOn`
/// are errors, the last of them ending with every focus stop and what
/// VoiceOver says on it (once per test, however many fail); the others (and
/// checks that could not finish) are warnings. Style
/// invariance findings show the two styles' semantics as a diff. When
/// anything fails, the JSON report and the VoiceOver transcript are attached.
///
/// ```swift
/// @Test func `delete button is accessible`() {
///     expectAccessible(Button(action: {}) { Image(systemName: "trash") }.accessibilityLabel("Delete"))
/// }
/// ```
///
/// - Parameters:
///   - view: the view under test; the expression is evaluated once per rendered cell, so
///     each cell starts from the view's initial `@State` (give stateful components their
///     state with a wrapper view that declares `@State`, as a preview does).
///   - name: the component name in messages (default: the view's type name).
///   - styles: the styles to check, the first being the reference for style invariance.
///   - matrix: the environments (default from ``AccessibilityTestConfiguration/current``, `.smoke`).
///   - settings: settings fixed on every cell (e.g. `SettingsOverride(layoutDirection: .rightToLeft)`).
///   - failOn: the lowest severity recorded as an error (default `.serious`); `nil` records only warnings.
///   - rules: your own rules (`StopRule`, `TreeRule`, `DrawingRule`), run after the built-in ones.
///   - only: the checks that run, as `--rule` chooses them (empty: every check).
///   - skipping: checks that do not run (default from ``AccessibilityTestConfiguration/current``, none), with
///     those the package's `.a11y-audit.json` skips (the file nearest to the test file; its `severities` apply too).
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the view cannot be audited (an issue says why).
@discardableResult
public func expectAccessible<V: View>(
    _ view: @autoclosure @escaping () -> V,
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
            ViewUnderTest(view, name: name), styles: styles, matrix: matrix, settings: settings,
            failOn: failOn, rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}

/// Audits `view` like ``expectAccessible(_:named:styles:matrix:settings:failOn:rules:only:skipping:sourceLocation:)``
/// and stops the test when anything fails.
///
/// Every finding is still one issue at the caller's line; the last failing
/// one is recorded by the thrown requirement (as `#require` does), so the
/// test stops without a duplicate issue.
///
/// ```swift
/// let report = try requireAccessible(RatingView(value: 3))
/// #expect(report.focusStops == ["Rating: 3 stars. Adjustable."])
/// ```
///
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the view cannot be audited.
@discardableResult
public func requireAccessible<V: View>(
    _ view: @autoclosure @escaping () -> V,
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
            ViewUnderTest(view, name: name), styles: styles, matrix: matrix, settings: settings,
            failOn: failOn, rules: TestRules(custom: rules, only: only, skipping: skipping, at: sourceLocation)),
        settings: settings, at: sourceLocation)
}
