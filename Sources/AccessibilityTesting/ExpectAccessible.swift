import AccessibilityAudit
import HeadlessUI
import Testing

/// Audits `view` in every style and environment and records one issue per
/// finding at the caller's line.
///
/// Each issue names the rule and its severity, the element as VoiceOver
/// describes it, where in the matrix it occurs (`only when colorScheme=dark`,
/// `style bordered`), the message and the fix. Findings at or above the
/// threshold (``AuditOptions/failOn(_:)``) are errors, the last of them ending with every focus stop and what
/// VoiceOver says on it (once per test, however many fail); the others (and
/// checks that could not finish) are warnings. Style
/// invariance findings show the two styles' semantics as a diff. When
/// anything fails, the JSON report and the VoiceOver transcript are attached.
///
/// ```swift
/// @Test func `delete button is accessible`() {
///     expectAccessible(Button(action: {}) { Image(systemName: "trash") }.accessibilityLabel("Delete"))
///     expectAccessible(TrashButton(), .matrix(.pairwise), .failOn(.moderate), .skipping("label-too-long"))
/// }
/// ```
///
/// - Parameters:
///   - view: the view under test; the expression is evaluated once per rendered cell, so
///     each cell starts from the view's initial `@State` (give stateful components their
///     state with a wrapper view that declares `@State`, as a preview does).
///   - options: how to audit (``AuditOptions``: `.named`, `.styles`, `.matrix`, `.settings`, `.failOn`,
///     `.rules`, `.only`, `.skipping`, `.configurationFile`); what they leave out comes from
///     ``AccessibilityTestConfiguration/current``, and the package's `.a11y-audit.json` (the file
///     nearest to the test file) adds its `skipRules` and `severities`.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, or `nil` when the view cannot be audited (an issue says why).
@discardableResult
public func expectAccessible<V: View>(
    _ view: @autoclosure @escaping () -> V,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AccessibilityReport? {
    let options = AuditOptions(options), audit = options.resolved(at: sourceLocation)
    return IssueRecorder.expect(
        options.problem(in: .view).map { .failure($0) }
            ?? ViewAuditor.audit(ViewUnderTest(view, name: audit.name), audit),
        settings: audit.settings, at: sourceLocation)
}

/// Audits `view` like ``expectAccessible(_:_:sourceLocation:)-(()->V,_,_)``
/// and stops the test when anything fails.
///
/// Every finding is still one issue at the caller's line; the last failing
/// one is recorded by the thrown requirement (as `#require` does), so the
/// test stops without a duplicate issue.
///
/// ```swift
/// let report = try requireAccessible(RatingView(value: 3), .matrix(.pairwise))
/// #expect(report.focusStops == ["Rating: 3 stars. Adjustable."])
/// ```
///
/// - Parameters:
///   - view: the view under test, evaluated once per rendered cell.
///   - options: how to audit (``AuditOptions``); what they leave out comes from the configuration in effect.
///   - sourceLocation: where issues are recorded (the caller's line).
/// - Returns: the report, when nothing failed.
/// - Throws: Swift Testing's expectation-failed error when a finding fails or the view cannot be audited.
@discardableResult
public func requireAccessible<V: View>(
    _ view: @autoclosure @escaping () -> V,
    _ options: AuditOptions...,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> AccessibilityReport {
    let options = AuditOptions(options), audit = options.resolved(at: sourceLocation)
    return try IssueRecorder.require(
        options.problem(in: .view).map { .failure($0) }
            ?? ViewAuditor.audit(ViewUnderTest(view, name: audit.name), audit),
        settings: audit.settings, at: sourceLocation)
}
