import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats
import ScenarioScript

/// The scenarios part of the main job: the scenario files of `Scenarios/`
/// (or `--scenarios`) whose components belong to the audited catalog (and
/// to `--component`, when given), run in every cell, and turned into the
/// report's `scenarios` entries. A shard runs its share of the scenario
/// cells (dealt like the work units, by the cell's file, name, style and
/// settings).
struct ScenarioStage {
    var paths: [String]
    /// Whether the paths were named on the command line (then a missing one is an error).
    var explicit: Bool

    /// Loads the files; `nil` when the default folder does not exist (nothing to run).
    /// - Throws: ``CommandError`` exit 2 for unreadable files, and for files
    ///   that do not parse or validate (their diagnostics in the message).
    func load(context: CommandContext) throws(CommandError) -> ScenarioSuite? {
        if !explicit {
            var isDirectory: ObjCBool = false
            let url = context.url(for: ScenarioSuite.defaultFolder)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        }
        let suite = try ScenarioSuite.load(paths: paths, context: context)
        if suite.hasErrors {
            context.stderr.write(suite.renderedDiagnostics)
            throw CommandError(code: .inputError, message: "the scenario files have errors; nothing was run")
        }
        return suite
    }

    /// Runs the scenarios of `catalog` (and `components`, when not empty) that
    /// fall in `shard`; their screen audits run the checks `rules` selects.
    func results(
        of suite: ScenarioSuite, catalog: String, components: [String], shard: Shard,
        jobs: Int, rules: RuleSelection
    ) -> [AuditReport.ScenarioResult] {
        let chosen = Self.chosen(from: suite, catalog: catalog, components: components)
        let results = ScenarioRunner(jobs: jobs, rules: rules).run(chosen).map(Self.result)
        guard !shard.isWhole else { return results }
        let mine = Set(shard.select(results.map(\.cellKey)))
        return results.filter { mine.contains($0.cellKey) }
    }

    /// The scenarios the run takes: those of `catalog`, and of `components` when not empty.
    static func chosen(from suite: ScenarioSuite, catalog: String, components: [String]) -> [ValidatedScenario] {
        suite.scenarios.filter { scenario in
            scenario.catalog == catalog && (components.isEmpty || components.contains(scenario.component.name))
        }
    }

    /// A warning when files named with `--scenarios` hold scenarios and none is for this run (they are for
    /// another catalog or component): otherwise the run would say `0 passed, 0 failed` as if all were well.
    func unchosenWarning(of suite: ScenarioSuite, catalog: String, components: [String]) -> String? {
        guard explicit, !suite.scenarios.isEmpty, Self.chosen(from: suite, catalog: catalog, components: components).isEmpty
        else { return nil }
        let catalogs = Set(suite.scenarios.map(\.catalog)).sorted().map { "'\(PrintableText.message($0))'" }
        let scope =
            components.isEmpty
            ? "catalog '\(PrintableText.message(catalog))'"
            : "catalog '\(PrintableText.message(catalog))' and component \(components.map { "'\(PrintableText.message($0))'" }.joined(separator: ", "))"
        return "warning: none of the \(suite.scenarios.count) scenario(s) in \(paths.map(PrintableText.message).joined(separator: ", ")) "
            + "is for \(scope) (they are for catalog \(catalogs.joined(separator: ", "))): no scenario was run"
    }

    /// The report's entry for one cell.
    static func result(_ cell: ScenarioCellResult) -> AuditReport.ScenarioResult {
        AuditReport.ScenarioResult(
            file: cell.file, line: cell.location.line, name: cell.scenario, style: cell.style,
            settings: cell.settingsDescription, status: cell.status == .passed ? .passed : .failed,
            failure: cell.failure.map { failure in
                AuditReport.Failure(
                    message: "\(failure.step.source): expected \(failure.expected), actual \(failure.actual)",
                    line: failure.location.line)
            },
            transcript: cell.status == .passed ? nil : cell.transcript.text.split(separator: "\n").map(String.init))
    }
}
