import AccessibilityAudit
import AccessibilityModel
import ReportFormats
import ScreenReader

/// The audit of one view: every finding across its styles and the matrix,
/// what VoiceOver says on each focus stop, and renderings for messages and
/// attachments. Returned by ``expectAccessible(_:_:sourceLocation:)-(()->V,_,_)``.
public struct AccessibilityReport: Sendable {
    /// The view's name in findings.
    public var component: String
    /// The styles audited, the first being the reference.
    public var styles: [String]
    /// The auditor's result: summary and findings in report order.
    public var result: AuditResult
    /// The lowest severity that fails; `nil` when nothing fails.
    public var failOn: Severity?
    /// The settings the focus stops were spoken with (the first cell).
    public var settings: AccessibilitySettings
    /// What VoiceOver says on each focus stop, in order, in the reference style and the first cell.
    public var focusStops: [String]
    /// Swiping right from the first stop to the last, as a `Transcript` (in the first state).
    public var transcript: Transcript
    /// The states audited, in order; empty for a view given without states.
    public var states: [String] = []
    /// What VoiceOver says on each focus stop of every state, in the reference style.
    public var stopsByState: [StateFocusStops] = []

    /// Findings that fail the test: violations at or above ``failOn``.
    public var failures: [Finding] { result.findings.filter { $0.fails(at: FailThreshold(failOn)) } }

    /// Findings recorded as warnings: violations below the threshold and incomplete checks.
    public var warnings: [Finding] { result.findings.filter { !$0.fails(at: FailThreshold(failOn)) } }

    /// Whether nothing fails.
    public var passed: Bool { failures.isEmpty }

    /// Every focus stop, numbered, with what VoiceOver says (as Testing Library lists roles);
    /// one list per state when the view was given in states.
    public var focusStopListing: String {
        guard !states.isEmpty, !stopsByState.isEmpty else {
            return Self.listing(focusStops, heading: "focus stops (style \(styles.first ?? "default"), \(settingsDescription)):")
        }
        return stopsByState.map { state in
            let settings = state.settings == AccessibilitySettings() ? "default settings" : state.settings.description
            return Self.listing(state.stops, heading: "focus stops (state \(state.state), style \(styles.first ?? "default"), \(settings)):")
        }.joined(separator: "\n")
    }

    private static func listing(_ stops: [String], heading: String) -> String {
        var lines = [heading]
        if stops.isEmpty { lines.append("  (none: VoiceOver cannot reach anything)") }
        for (index, description) in stops.enumerated() {
            lines.append("  \(index + 1). \(IssueText.quoted(description))")
        }
        return lines.joined(separator: "\n")
    }

    /// The settings as `key=value,…`, or `default settings`.
    var settingsDescription: String {
        settings == AccessibilitySettings() ? "default settings" : settings.description
    }

    /// The report as JSON, for attachments: the CLI's JSON report (docs/spec/report-format.md) of this
    /// audit, rendered by ReportFormats, with the view as the catalog and its only component, the fixed
    /// settings as `run.env`, and one picture per style and state whose `stops` are the focus stops.
    public var json: String { ReportJSON.encode(auditReport) }

    /// This audit as the value every ReportFormats format renders.
    var auditReport: AuditReport {
        AuditReport(
            catalog: component, matrix: result.matrix.rawValue, summary: result.summary, findings: result.findings,
            run: AuditReport.Run(styles: styles, states: states, environment: result.overrides), units: result.units,
            screens: result.screens.map(AuditReport.Screen.init))
    }
}
