import ReportFormats

extension AuditJobCommand {
    /// What this catalog run is, recorded in its report so that `merge`
    /// takes only shards of one run: the selection (`--style all` is every
    /// style, `--state all` every state), the settings `--env` fixes, and the scenario paths run.
    /// - Parameter ranScenarios: whether scenario files were loaded (not
    ///   with `--no-scenarios`, nor when the default folder is absent).
    func recordedRun(ranScenarios: Bool) -> AuditReport.Run {
        AuditReport.Run(
            components: selection.components,
            styles: selection.styles.contains("all") ? [] : selection.styles,
            states: selection.states.contains("all") ? [] : selection.states, environment: environment,
            scenarios: ranScenarios ? scenarios.map { $0.paths.map(Self.comparablePath) } : nil)
    }

    /// A path as given, without a leading `./` or trailing `/`, so that
    /// `Scenarios/` and `./Scenarios` name the same run.
    static func comparablePath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
