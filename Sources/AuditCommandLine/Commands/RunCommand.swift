/// `a11y-audit run`: Runs scripted VoiceOver sessions. Arrives with issue 7; until then
/// it is listed in help and running it says so (exit 64).
struct RunCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "Run scenario files or folders (default: Scenarios/).",
        arguments: [ArgumentDefinition("path", help: "A .scenario file or a folder of them (default: Scenarios/).", repeating: true)],
        options: [.noHints, .format(help: "Output format.")],
        availability: .arrivesWith(issue: 7))
}
