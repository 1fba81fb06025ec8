/// `a11y-audit audit`: Audits every catalog component in every style, state and environment of the matrix, and runs the scenarios. Arrives with issue 6; until then
/// it is listed in help and running it says so (exit 64).
struct AuditJobCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "audit",
        abstract: "Audit catalog components and run scenarios.",
        discussion: """
            The main job, and what 'a11y-audit' with no arguments will run: every component of the catalog in \
            every style and state across the environment matrix, then every scenario under Scenarios/, printed \
            as a report. Exits with status 1 when a finding at or above --fail-on is not in the baseline.
            """,
        options: [
            .catalog,
            .option("component", valueName: "name", repeatable: true, help: "Only this component."),
            .style, .state,
            .option("matrix", allowedValues: ["smoke", "pairwise", "full"], default: "pairwise", help: "Environment matrix."),
            .env, .tree,
            .format(["text", "json", "junit", "sarif", "markdown", "html"], help: "Report format."),
            .option("output", valueName: "path", help: "Write the report there, atomically, instead of to standard output."),
            .option("fail-on", valueName: "severity", allowedValues: ["critical", "serious", "moderate", "minor", "never"],
                    default: "serious", help: "Lowest severity that fails the run."),
            .option("baseline", valueName: "report.json", help: "Findings present in this earlier report do not fail the run."),
            .option("shard", valueName: "i/n", default: "1/1", help: "Audit only the i-th (1-based) of n deterministic parts."),
            .option("jobs", valueName: "n", help: "Worker count (default: the number of cores)."),
        ],
        alternativeUsages: ["audit --tree <file.json> [--format <format>]"],
        availability: .arrivesWith(issue: 6))
}
