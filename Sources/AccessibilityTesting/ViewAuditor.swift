import AccessibilityAudit
import AccessibilityModel
import ScreenReader

/// Audits one view (not in a catalog), a view in named states, or one
/// catalog entry: the view becomes a one-entry catalog component whose styles
/// are the caller's and whose states are the named ones, and the ``Auditor``
/// runs it over the matrix with one worker, so every check that compares
/// states (`color-only-state` and the others) runs as it does in the CLI.
enum ViewAuditor {
    /// The report, or the reason the configuration is unusable (a bad rule
    /// selection or configuration file, bad states).
    static func audit(
        _ view: ViewUnderTest, styles: StyleCollection, matrix: MatrixKind, settings: SettingsOverride,
        failOn: Severity?, rules: TestRules
    ) -> Result<AccessibilityReport, AuditError> {
        if let problem = view.stateProblem { return .failure(AuditError(message: problem)) }
        return audit(view.descriptor(styles: styles), matrix: matrix, settings: settings, failOn: failOn, rules: rules)
    }

    /// Audits `view` with the resolved options of one expectation.
    static func audit(_ view: ViewUnderTest, _ options: AuditOptions.Resolved) -> Result<AccessibilityReport, AuditError> {
        audit(
            view, styles: options.styles, matrix: options.matrix, settings: options.settings, failOn: options.failOn,
            rules: options.rules)
    }

    /// Audits `descriptor` with the resolved options of one expectation (its own styles).
    static func audit(_ descriptor: ComponentDescriptor, _ options: AuditOptions.Resolved) -> Result<AccessibilityReport, AuditError> {
        audit(descriptor, matrix: options.matrix, settings: options.settings, failOn: options.failOn, rules: options.rules)
    }

    /// Audits `descriptor` in every one of its styles and states.
    static func audit(
        _ descriptor: ComponentDescriptor, matrix: MatrixKind, settings: SettingsOverride, failOn: Severity?,
        rules testRules: TestRules
    ) -> Result<AccessibilityReport, AuditError> {
        let rules: RuleSelection
        switch testRules.selection() {
        case .success(let selection): rules = selection
        case .failure(let error): return .failure(error)
        }
        var configuration = AuditConfiguration(
            catalog: descriptor.name, matrix: matrix, overrides: settings, failOn: failOn, jobs: 1,
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
        let reference = descriptor.styles.first ?? "default"
        var stops: [StateFocusStops] = []
        var transcript: Transcript?
        for state in descriptor.states {
            let subject = descriptor.makeSubject(descriptor.arguments(for: state), reference)
            let stateSettings = state.environment.applied(to: first)
            let voiceOver = VoiceOver(subject: subject, settings: stateSettings)
            let spoken = voiceOver.speakAll().map(\.description)
            for _ in spoken.indices { voiceOver.next() }
            stops.append(StateFocusStops(state: state.name, settings: stateSettings, stops: spoken))
            if transcript == nil { transcript = voiceOver.transcript }
        }
        let states = descriptor.states.map(\.name)
        return .success(
            AccessibilityReport(
                component: descriptor.name, styles: descriptor.styles, result: result, failOn: failOn,
                settings: stops.first?.settings ?? first, focusStops: stops.first?.stops ?? [],
                transcript: transcript ?? Transcript(),
                states: states == ["default"] ? [] : states, stopsByState: stops))
    }
}
