import AccessibilityAudit
import ReportFormats
import Testing

/// Records a report's findings as Swift Testing issues at one source location.
enum IssueRecorder {
    /// One issue per finding: an error when it fails at the report's
    /// threshold, a warning otherwise; the last error lists the focus stops
    /// (every state's), so a test lists them once. When anything fails, the
    /// report's JSON and the VoiceOver transcript are attached to the test.
    /// - Parameter skippingLastFailure: leaves the last failing finding unrecorded
    ///   (``requireAccessible(_:_:sourceLocation:)-(()->V,_,_)`` records it by throwing).
    /// - Returns: the text of the last failing finding, if any.
    @discardableResult
    static func record(_ report: AccessibilityReport, at sourceLocation: SourceLocation, skippingLastFailure: Bool = false) -> String? {
        let failures = report.failures
        var lastFailure: String?
        for finding in report.result.findings {
            let fails = finding.fails(at: FailThreshold(report.failOn))
            // The last failure ends with the focus-stop listing: once per test, however many fail.
            let text =
                IssueText.issue(finding, failOn: FailThreshold(report.failOn), matrix: report.result.matrix)
                + (fails && finding == failures.last ? "\n" + report.focusStopListing : "")
            if fails { lastFailure = text }
            if skippingLastFailure, fails, finding == failures.last { continue }
            Issue.record(Comment(rawValue: text), severity: fails ? .error : .warning, sourceLocation: sourceLocation)
        }
        if !failures.isEmpty { attach(report, at: sourceLocation) }
        return lastFailure
    }

    /// Attaches the JSON report and the transcript (kept with `swift test --attachments-path`).
    static func attach(_ report: AccessibilityReport, at sourceLocation: SourceLocation) {
        let base = SnapshotStore.fileName(report.component)
        Attachment.record(report.json, named: "\(base).accessibility.json", sourceLocation: sourceLocation)
        Attachment.record(
            report.focusStopListing + "\n\n" + report.transcript.text, named: "\(base).voiceover.txt",
            sourceLocation: sourceLocation)
    }

    /// Records an audit's findings, or why it could not run, at `sourceLocation` (the `expect` helpers).
    static func expect(
        _ audit: Result<AccessibilityReport, AuditError>, settings: SettingsOverride,
        at sourceLocation: SourceLocation
    ) -> AccessibilityReport? {
        switch audit {
        case .success(let report):
            record(report, at: sourceLocation)
            return report
        case .failure(let error):
            Issue.record(Comment(rawValue: configurationProblem(error, settings: settings)), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Records an audit's findings at `sourceLocation` and throws, as `#require` does, when anything
    /// fails or the audit could not run (the `require` helpers); the last failure is the thrown one.
    static func require(
        _ audit: Result<AccessibilityReport, AuditError>, settings: SettingsOverride,
        at sourceLocation: SourceLocation
    ) throws -> AccessibilityReport {
        switch audit {
        case .success(let report):
            let lastFailure = record(report, at: sourceLocation, skippingLastFailure: true)
            let accessible = report.passed
            try #require(accessible, Comment(rawValue: lastFailure ?? ""), sourceLocation: sourceLocation)
            return report
        case .failure(let error):
            let configurationIsValid = false
            try #require(
                configurationIsValid, Comment(rawValue: configurationProblem(error, settings: settings)),
                sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The issue for an unusable configuration.
    static func configurationProblem(_ error: AuditError, settings: SettingsOverride) -> String {
        "cannot audit: \(error.description)"
    }
}
