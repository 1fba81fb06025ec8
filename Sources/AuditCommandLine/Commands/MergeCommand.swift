import AccessibilityAudit
import ReportFormats

/// `a11y-audit merge <report.json>... [--format f] [--output path] [--fail-on s]`:
/// combines the JSON reports of the shards of one run (`--shard i/n`) into
/// the report the whole run would have produced, and renders it.
struct MergeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Merge JSON reports of shards into one report.",
        discussion: """
            Give the JSON reports of every shard of one run (made with --shard 1/n … n/n and --format json). The \
            merged report is the one the whole run would have written, byte for byte, and can be rendered in any \
            format. Merging one whole report renders it again, for example as HTML.

            Exits with status 1 when the merged run fails at --fail-on (findings not in the baseline, or failed \
            scenarios), and 2 when a report cannot be read or the reports are not the shards of one run.
            """,
        arguments: [ArgumentDefinition("report.json", help: "A JSON report of one shard.", repeating: true)],
        options: [format, output, SharedOptions.failOn])

    static let format = SharedOptions.reportFormat()
    static let output = SharedOptions.output(help: "Write the report there, atomically, instead of to standard output.")

    var paths: [String]
    var format: ReportFormat
    var output: String?
    var failOn: FailThreshold

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        paths = parsed.positionals
        guard !paths.isEmpty else {
            throw .usage("missing <report.json> for 'merge': give the JSON report of every shard", helpTopic: Self.configuration.name)
        }
        format = try parsed.value(Self.format)
        output = try parsed.value(Self.output)
        failOn = try parsed.value(SharedOptions.failOn)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        var inputs: [(name: String, report: AuditReport)] = []
        for path in paths {
            inputs.append((path, try ReportFile.read(path, context: context)))
        }
        let merged: AuditReport
        do {
            merged = try ReportMerger.merge(inputs, failOn: failOn)
        } catch {
            throw .input("cannot merge: \(error.message)")
        }
        let markup = output == nil ? context.style.textMarkup : .plain
        try ReportFile.write(merged, as: format, failOn: failOn, markup: markup, to: output, context: context)
        return merged.summary.failed ? .failure : .success
    }
}
