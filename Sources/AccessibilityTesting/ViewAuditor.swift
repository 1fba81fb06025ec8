import AccessibilityAudit
import AccessibilityModel
import ScreenReader

/// Audits one view (not in a catalog): the view becomes a one-entry catalog
/// component whose styles are the caller's, and the ``Auditor`` runs it over
/// the matrix with one worker.
enum ViewAuditor {
    /// The report, or the reason the configuration is unusable (a bad rule selection).
    static func audit(_ view: ViewUnderTest, styles: StyleCollection, matrix: MatrixKind, settings: SettingsOverride,
                      failOn: Severity?, rules: RuleSelection = RuleSelection()) -> Result<AccessibilityReport, AuditError> {
        let descriptor = view.descriptor(styles: styles)
        var configuration = AuditConfiguration(catalog: view.name, matrix: matrix, overrides: settings, failOn: failOn, jobs: 1,
                                               rules: rules)
        configuration.keepsScreens = true  // the JSON attachment's pictures and focus stops
        let result: AuditResult
        do {
            result = try Auditor(configuration).audit([descriptor])
        } catch let error as AuditError {
            return .failure(error)
        } catch {
            return .failure(AuditError(message: "\(error)"))
        }
        let first = settings.applied(to: AccessibilitySettings())
        let reference = styles.effective[0]
        let voiceOver = VoiceOver(subject: view.subject(style: reference), settings: first)
        let stops = voiceOver.speakAll().map(\.description)
        for _ in stops.indices { voiceOver.next() }
        return .success(AccessibilityReport(component: view.name, styles: styles.effective.map(\.name), result: result, failOn: failOn,
                                            settings: first, focusStops: stops, transcript: voiceOver.transcript))
    }
}
