import AccessibilityModel
import ReportFormats
import ScreenReader

/// `a11y-audit speak`: a swipe from the first element to the last, printing
/// what VoiceOver speaks at each stop (spec/cli.md § speak).
///
/// Text output is one numbered line per focus stop with the description, and
/// the hint and the extras on indented lines; `--format json` is an array of
/// objects with `description`, `hint` (or null), `label`, `value`, `traits`,
/// `customActions`, `extras` and `customContent`.
struct SpeakCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "speak",
        abstract: "Print the VoiceOver transcript of a swipe through every element.",
        discussion: """
            Swipes from the first element to the last, as VoiceOver orders them, and prints what is spoken at each \
            stop: the description, then the hint on an indented line (unless --no-hints). The settings of --env \
            (and the component state's own) are in force; locale=de or locale=ru speaks German or Russian.
            """,
        arguments: [ArgumentDefinition("component", help: "A catalog component.", optional: true)],
        options: [
            SharedOptions.tree, SharedOptions.catalog, SharedOptions.style, SharedOptions.state, SharedOptions.env,
            SharedOptions.noHints, format,
        ],
        alternativeUsages: ["speak --tree <file.json> [--env <settings>] [--no-hints] [--format <format>]"])

    enum Source {
        case tree(path: String, env: SettingsOverride)
        /// One transcript per style and state chosen.
        case component([ComponentTarget])
    }

    static let format = SharedOptions.format(help: "text: numbered lines; json: an array of spoken elements.")

    var source: Source
    var hintsEnabled: Bool
    var format: ReportFormat

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        let topic = Self.configuration.name
        switch (parsed.positionals.first, try parsed.value(SharedOptions.tree)) {
        case (.some, .some):
            throw .usage("give either a <component> or --tree <file.json>, not both", helpTopic: topic)
        case (nil, nil):
            throw .usage("missing <component> or --tree <file.json> for 'speak'", helpTopic: topic)
        case (.some(let component), nil):
            source = .component(try ComponentTarget.resolveAll(component: component, parsed: parsed, context: context, helpTopic: topic))
        case (nil, .some(let path)):
            let catalogOptions: [any OptionDeclaration] = [SharedOptions.catalog, SharedOptions.style, SharedOptions.state]
            if let option = catalogOptions.first(where: { parsed.isGiven($0) }) {
                throw .usage("'\(option.definition.spelling)' applies to a catalog component, not to --tree", helpTopic: topic)
            }
            source = .tree(path: path, env: try parsed.value(SharedOptions.env))
        }
        hintsEnabled = !parsed.flag(SharedOptions.noHints)
        format = try parsed.value(Self.format)
        if case .component(let targets) = source { try ComponentTarget.requireOne(targets, format: format, helpTopic: topic) }
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        let options = VoiceOverOptions(hintsEnabled: hintsEnabled)
        switch source {
        case .tree(let path, let env):
            let tree = try TreeFile.read(path, context: context)
            // A captured tree says which settings were in force; --env applies on top.
            let settings = env.applied(to: tree.settings ?? AccessibilitySettings())
            // Spoken a stop at a time as it is written: a large tree's speech is never held whole.
            write(SpeechOrder.lazyStops(in: tree, settings: settings, options: options), to: context)
        case .component(let targets):
            for (index, target) in targets.enumerated() {
                // Several transcripts: each headed by its style and state, none dropped.
                let heading = targets.count > 1 ? (index > 0 ? "\n" : "") + "== \(PrintableText.escaped(target.heading)) ==\n" : nil
                write(SpeechOrder.stops(of: target.makeSubject(), settings: target.settings, options: options), to: context, heading: heading)
            }
        }
        return .success
    }

    private func write(_ stops: some Collection<SpokenStop>, to context: CommandContext, heading: String? = nil) {
        StreamedOutput.write(to: context.stdout) { output in
            if let heading { output.write(heading) }
            if format == .json { Self.writeJSON(stops, to: &output) } else { Self.writeText(stops, to: &output) }
        }
    }

    /// `1. Stars: 3. Adjustable.` then `   Swipe up or down…` for the hint.
    static func text(_ stops: [SpokenStop]) -> String {
        let buffer = OutputBuffer()
        StreamedOutput.write(to: .capturing(into: buffer)) { writeText(stops, to: &$0) }
        return buffer.text
    }

    /// Writes ``text(_:)`` a stop at a time.
    static func writeText(_ stops: some Collection<SpokenStop>, to output: inout ChunkedOutput<Never>) {
        if stops.isEmpty { return output.write("(no focus stops)\n") }
        let width = String(stops.count).count
        let indent = String(repeating: " ", count: width + 2)
        for (index, stop) in stops.enumerated() {
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            // Labels come from input files: control characters are shown, never sent to the terminal.
            // An element that says nothing is marked, never an empty line.
            let description = stop.description.isEmpty ? Self.silent : PrintableText.escaped(stop.description)
            var lines = "\(padded). \(description)\n"
            if let hint = stop.hint, !hint.isEmpty {
                lines += indent + PrintableText.escaped(hint) + "\n"
            }
            for line in extrasLines(stop) {
                lines += indent + PrintableText.escaped(line) + "\n"
            }
            output.write(lines)
        }
    }

    /// The numbered line of an element whose description is empty.
    static let silent = "(nothing spoken)"

    /// What VoiceOver announces after the hint, one line per extra as it is
    /// spoken (`Actions Available`, `More Content Available`), then, in
    /// parentheses because VoiceOver does not say them until a rotor is
    /// swiped, what the Actions and More Content rotors offer.
    static func extrasLines(_ stop: SpokenStop) -> [String] {
        var lines = stop.extras
        let node = stop.stop.node
        if !node.customActions.isEmpty {
            lines.append("  (Actions rotor: \(node.customActions.joined(separator: ", ")))")
        }
        if !node.customContent.isEmpty {
            let items = node.customContent.map { $0.value.isEmpty ? $0.label : "\($0.label), \($0.value)" }
            lines.append("  (More Content rotor: \(items.joined(separator: "; ")))")
        }
        return lines
    }

    /// An array of `{description, hint, label, value, traits}` objects.
    static func json(_ stops: [SpokenStop]) -> String {
        let buffer = OutputBuffer()
        StreamedOutput.write(to: .capturing(into: buffer)) { writeJSON(stops, to: &$0) }
        return buffer.text
    }

    /// Writes ``json(_:)`` a stop at a time.
    static func writeJSON(_ stops: some Collection<SpokenStop>, to output: inout ChunkedOutput<Never>) {
        var json = JSONStreamWriter()
        output.append { json.beginArray(into: &$0) }
        for stop in stops {
            let value = JSONValue.object([
                ("description", .string(stop.description)),
                ("hint", stop.hint.map(JSONValue.string) ?? .null),
                ("label", stop.label.map(JSONValue.string) ?? .null),
                ("value", stop.value.map(JSONValue.string) ?? .null),
                ("traits", .array(stop.traits.names.map(JSONValue.string))),
                ("customActions", .array(stop.stop.node.customActions.map(JSONValue.string))),
                ("extras", .array(stop.extras.map(JSONValue.string))),
                (
                    "customContent",
                    .array(
                        stop.stop.node.customContent.map { content in
                            .object([
                                ("label", .string(content.label)), ("value", .string(content.value)),
                                ("importance", .string(content.isHighImportance ? "high" : "default")),
                            ])
                        })
                ),
            ])
            output.append { json.write(value, into: &$0) }
        }
        output.append { bytes in
            json.end(into: &bytes)
            bytes.append(0x0A)
        }
    }
}
