/// `a11y-audit merge`: Merges shard reports. Arrives with issue 8; until then
/// it is listed in help and running it says so (exit 64).
struct MergeCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "merge",
        abstract: "Merge JSON reports of shards into one report.",
        arguments: [ArgumentDefinition("report.json", help: "A JSON report of one shard.", repeating: true)],
        options: [.format(["text", "json", "junit", "sarif", "markdown", "html"], help: "Report format.")],
        availability: .arrivesWith(issue: 8))
}
