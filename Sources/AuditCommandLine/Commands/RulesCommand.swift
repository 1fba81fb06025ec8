/// `a11y-audit rules`: Lists the checks, or explains one. Arrives with issue 6; until then
/// it is listed in help and running it says so (exit 64).
struct RulesCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List rules and contracts, or explain one.",
        arguments: [ArgumentDefinition("rule-id", help: "The rule or contract to explain.", optional: true)],
        availability: .arrivesWith(issue: 6))
}
