import AccessibilityModel
import ReportFormats

/// `a11y-audit tree <component> [--catalog] [--style] [--state] [--env]
/// [--format text|json]` renders a catalog component (default arguments, the
/// state's overrides, `--env` then the state's settings) and prints its
/// canonical dump or the JSON tree format; `tree --tree <file.json>` does the
/// same for a tree read from a file.
struct TreeCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "tree",
        abstract: "Print the accessibility tree (text; --format json writes the JSON tree format).",
        discussion: """
            With --tree, reads a tree in the JSON tree format and prints it: as the canonical text dump, one line \
            per node drawn with ├─ and └─, or with --format json in the tree format again. A file that is not a \
            valid tree is reported with its line and column and exits with status 2.

            'tree <component>' renders a catalog component with its default arguments and the state's overrides, in \
            the settings of --env with the state's own settings (e.g. isEnabled=false) on top, and prints its tree. \
            An unknown catalog, component, style or state exits with status 64 and the nearest name.
            """,
        arguments: [ArgumentDefinition("component", help: "A catalog component ('a11y-audit catalog' lists them).", optional: true)],
        options: [SharedOptions.tree, format, SharedOptions.catalog, SharedOptions.style, SharedOptions.state, SharedOptions.env],
        alternativeUsages: ["tree --tree <file.json> [--format <format>]"])

    enum Source {
        case file(String)
        /// One tree per style and state chosen.
        case component([ComponentTarget])
    }

    static let format = SharedOptions.format(help: "text: the canonical dump; json: the JSON tree format.")

    var source: Source
    var format: ReportFormat

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        let component = parsed.positionals.first
        let catalogOptions: [any OptionDeclaration] = [SharedOptions.catalog, SharedOptions.style, SharedOptions.state, SharedOptions.env]
        switch (component, try parsed.value(SharedOptions.tree)) {
        case (.some, .some):
            throw .usage("give either a <component> or --tree <file.json>, not both", helpTopic: Self.configuration.name)
        case (nil, nil):
            throw .usage("missing <component> or --tree <file.json> for 'tree'", helpTopic: Self.configuration.name)
        case (.some(let component), nil):
            source = .component(
                try ComponentTarget.resolveAll(
                    component: component, parsed: parsed, context: context,
                    helpTopic: Self.configuration.name))
        case (nil, .some(let path)):
            if let option = catalogOptions.first(where: { parsed.isGiven($0) }) {
                throw .usage("'\(option.definition.spelling)' applies to a catalog component, not to --tree", helpTopic: Self.configuration.name)
            }
            source = .file(path)
        }
        format = try parsed.value(Self.format)
        if case .component(let targets) = source {
            try ComponentTarget.requireOne(targets, format: format, helpTopic: Self.configuration.name)
        }
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        switch source {
        case .file(let path):
            write(try TreeFile.read(path, context: context), to: context)
        case .component(let targets):
            for (index, target) in targets.enumerated() {
                // Several trees: each headed by its style and state, none dropped.
                let heading = targets.count > 1 ? (index > 0 ? "\n" : "") + "== \(PrintableText.escaped(target.heading)) ==\n" : nil
                write(target.makeSubject().render(settings: target.settings), to: context, heading: heading)
            }
        }
        return .success
    }

    private func write(_ tree: AccessibilityTree, to context: CommandContext, heading: String? = nil) {
        StreamedOutput.write(to: context.stdout) { output in
            if let heading { output.write(heading) }
            if format == .json {
                TreeFormat.write(tree) { piece in output.append { $0.append(contentsOf: piece) } }
            } else {
                tree.forEachDumpLine { line in
                    output.write(line)
                    output.write("\n")
                }
            }
        }
    }
}
