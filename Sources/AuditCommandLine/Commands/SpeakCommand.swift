/// `a11y-audit speak`: Prints what VoiceOver speaks, element by element. Arrives with issue 5; until then
/// it is listed in help and running it says so (exit 64).
struct SpeakCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "speak",
        abstract: "Print the VoiceOver transcript of a swipe through every element.",
        arguments: [ArgumentDefinition("component", help: "A catalog component.", optional: true)],
        options: [.tree, .catalog, .style, .state, .env, .noHints,
                  .format(help: "text: numbered lines; json: an array of spoken elements.")],
        alternativeUsages: ["speak --tree <file.json> [--format <format>]"],
        availability: .arrivesWith(issue: 5))
}
