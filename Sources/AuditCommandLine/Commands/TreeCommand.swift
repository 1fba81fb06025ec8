import AccessibilityModel

/// `a11y-audit tree --tree <file.json> [--format text|json]`: reads a tree in
/// the JSON tree format and prints its canonical dump, or writes the format
/// back. `tree <component>` arrives with the catalogs (issue 4).
struct TreeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "tree",
        abstract: "Print the accessibility tree (text; --format json writes the JSON tree format).",
        discussion: """
            With --tree, reads a tree in the JSON tree format and prints it: as the canonical text dump, one line \
            per node drawn with ├─ and └─, or with --format json in the tree format again. A file that is not a \
            valid tree is reported with its line and column and exits with status 2.

            'tree <component>' renders a catalog component; it arrives with issue 4.
            """,
        arguments: [ArgumentDefinition("component", help: "A catalog component (arrives with issue 4).", optional: true)],
        options: [.tree, .format(help: "text: the canonical dump; json: the JSON tree format."), .catalog, .style, .state, .env],
        alternativeUsages: ["tree --tree <file.json> [--format <format>]"])

    /// Issue that brings `tree <component>`.
    static let componentIssue = 4

    var treePath: String
    var format: String

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        let component = parsed.positionals.first
        let catalogOptions = ["catalog", "style", "state", "env"].filter { parsed.optionValues[$0] != nil }
        switch (component, parsed.value("tree")) {
        case (.some, .some):
            throw .usage("give either a <component> or --tree <file.json>, not both", helpTopic: Self.configuration.name)
        case (nil, nil):
            throw .usage("missing <component> or --tree <file.json> for 'tree'", helpTopic: Self.configuration.name)
        case (.some, nil):
            var configuration = Self.configuration
            configuration.availability = .arrivesWith(issue: Self.componentIssue)
            throw .notAvailable(configuration, form: "tree <component>")
        case (nil, .some(let path)):
            if let option = catalogOptions.first {
                throw .usage("'--\(option)' applies to a catalog component, not to --tree", helpTopic: Self.configuration.name)
            }
            treePath = path
        }
        format = parsed.value("format") ?? "text"
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        let tree = try TreeFile.read(treePath, context: context)
        context.stdout.write(format == "json" ? TreeFile.encode(tree) : tree.dump)
        return .success
    }
}
