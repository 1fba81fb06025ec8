import AccessibilityAudit
import Foundation
import ReportFormats
import ScenarioScript

/// `a11y-audit run [PATH…]`: runs scenario files and folders (default
/// `Scenarios/`) and prints, for every failed cell, its failure report, then
/// a line per scenario and, last, `N passed, M failed`.
///
/// Exit codes: 0 when every cell passed, 1 when any failed, 2 when a path
/// does not exist or any file does not parse or validate. Files with errors
/// are all reported (every diagnostic of every file, to standard error) and
/// then nothing runs: a run over a half-valid library would report a
/// misleading count.
struct RunCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "Run scenario files or folders (default: Scenarios/).",
        discussion: """
            Runs each scenario in each of its styles and environment cells, with a fresh component and a fresh \
            simulated VoiceOver per cell. Folders are searched recursively for *.scenario files. Every failed cell \
            is reported with the scenario, style, settings, the failing step's file:line, what was expected and \
            what happened, and the transcript up to that step; then one line per scenario; the last line is \
            'N passed, M failed' (cells). Exits with status 1 when a cell failed, and 2 (running nothing) when a \
            path does not exist or a file does not parse or validate; every error of every file is printed.

            'expect no findings' and 'expect finding' run the audit's checks as the main job does: the program's \
            own rules too, less the checks that .a11y-audit.json (in the current directory or its nearest \
            ancestor that has one) skips, at its severities.
            """,
        arguments: [ArgumentDefinition("path", help: "A .scenario file or a folder of them (default: Scenarios/).", repeating: true)],
        options: [SharedOptions.noHints, format, output, SharedOptions.jobs])

    static let format = SharedOptions.reportFormat(
        help: "text: failure reports and the summary line; the other formats render the scenarios as a report.")
    static let output = SharedOptions.output(help: "Write the output there, atomically, instead of to standard output.")

    var paths: [String]
    var hints: Bool
    var jobs: Int
    var format: ReportFormat
    var output: String?

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        paths = parsed.positionals
        hints = !parsed.flag(SharedOptions.noHints)
        format = try parsed.value(Self.format)
        output = try parsed.value(Self.output)
        jobs = try parsed.value(SharedOptions.jobs) ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        // `expect no findings` runs the checks the audit runs: the program's own rules, less what the file skips.
        let known = RuleSelection(custom: context.rules)
        let rules = try ConfigurationFile.load(context: context, knownRules: known)?.applied(to: known) ?? known
        let suite = try ScenarioSuite.load(paths: paths, context: context)
        context.stderr.write(suite.renderedDiagnostics)
        if suite.hasErrors {
            let broken = suite.documents.filter(\.hasErrors).count
            context.stderr.writeLine("error: \(broken) scenario \(broken == 1 ? "file has" : "files have") errors; nothing was run")
            return .inputError
        }
        if suite.documents.isEmpty {
            context.stderr.writeLine("warning: no .scenario files in \(paths.isEmpty ? ScenarioSuite.defaultFolder : paths.joined(separator: ", "))")
        }
        let results = suite.run(jobs: jobs, rules: rules)
        let report = ScenarioRunReport(results: results)
        if format == .text {
            try ReportFile.write(report.text(hints: hints), to: output, context: context)
        } else {
            // The scenarios as a report of their own: JSON, JUnit (one test case per cell), SARIF, Markdown, HTML.
            let scenarios = AuditReport(
                catalog: context.defaultCatalog ?? "scenarios", matrix: "scenarios", summary: .init(),
                scenarios: results.map(ScenarioStage.result)
            ).recountingFindings().applyingVerdict(failOn: .serious)
            try ReportFile.write(scenarios, as: format, failOn: .serious, markup: .plain, to: output, context: context)
        }
        return report.failed == 0 ? .success : .failure
    }
}
