import AccessibilityModel
import ReportFormats

/// `a11y-audit catalog [--catalog NAME] [--format text|json]`: lists a
/// catalog's components with their parameters (types and defaults), styles,
/// states and declared contract (for the default arguments).
struct CatalogCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "catalog",
        abstract: "List components, parameters, styles and states.",
        discussion: """
            Lists every component of a catalog (the default one unless --catalog is given): a one-sentence summary, \
            its parameters with types and defaults ('bound' ones change when VoiceOver acts), its styles and states \
            (the first of each is the default; a state's argument overrides and settings are shown), the focus stops \
            its contract promises for the default arguments, and where it is declared. --format json writes the same \
            as an object.
            """,
        options: [SharedOptions.catalog, format])

    static let format = SharedOptions.format(help: "text: one block per component; json: an object with the catalog's components.")

    var catalog: String
    var descriptors: [ComponentDescriptor]
    var format: ReportFormat

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        (catalog, descriptors) = try CatalogChoice.resolve(
            try parsed.value(SharedOptions.catalog), context: context,
            helpTopic: Self.configuration.name)
        format = try parsed.value(Self.format)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        context.stdout.write(format == .json ? json() : text(isDefault: catalog == context.defaultCatalog))
        return .success
    }

    /// One block per component.
    func text(isDefault: Bool) -> String {
        var lines = ["catalog \(catalog)\(isDefault ? " (default)" : ""): \(descriptors.count) component\(descriptors.count == 1 ? "" : "s")"]
        for descriptor in descriptors {
            lines.append("")
            lines.append(descriptor.summary.isEmpty ? descriptor.name : "\(descriptor.name) — \(descriptor.summary)")
            let parameters = descriptor.parameters.map { $0.signature + ($0.isBound ? " (bound)" : "") }
            lines.append("  parameters: " + (parameters.isEmpty ? "none" : parameters.joined(separator: ", ")))
            lines.append("  styles: " + descriptor.styles.joined(separator: ", "))
            lines.append("  states: " + descriptor.states.map(Self.stateText).joined(separator: ", "))
            let contract = descriptor.contract(descriptor.arguments(for: descriptor.states.first))
            if !contract.summary.isEmpty { lines.append("  contract: " + contract.summary) }
            for (index, stop) in (contract.stops ?? []).enumerated() {
                lines.append("    \(index + 1). " + Self.stopText(stop))
            }
            if let location = descriptor.location { lines.append("  defined at: \(location)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `lower-bound (value: 1)`, `disabled (isEnabled=false)`.
    static func stateText(_ state: StateDescriptor) -> String {
        var details = state.arguments.keys.sorted().map { "\($0): \(state.arguments[$0].map(String.init(describing:)) ?? "")" }
        if !state.environment.isEmpty { details.append(state.environment.description) }
        return details.isEmpty ? state.name : "\(state.name) (\(details.joined(separator: ", ")))"
    }

    /// `label="Stars" value="3" traits=adjustable actions=increment,decrement`.
    static func stopText(_ stop: DeclaredContract.ExpectedStop) -> String {
        var parts: [String] = []
        if let label = stop.label { parts.append("label=\"\(label)\"") }
        if let value = stop.value { parts.append("value=\"\(value)\"") }
        if !stop.traits.isEmpty { parts.append("traits=" + stop.traits.names.joined(separator: ",")) }
        if !stop.forbiddenTraits.isEmpty { parts.append("not=" + stop.forbiddenTraits.names.joined(separator: ",")) }
        if !stop.actions.isEmpty { parts.append("actions=" + stop.actions.names.joined(separator: ",")) }
        if let custom = stop.customActions { parts.append("customActions=[" + custom.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        return parts.isEmpty ? "(any element)" : parts.joined(separator: " ")
    }

    /// `{"catalog": …, "components": [{name, summary, parameters, styles, states, contract, location}]}`.
    func json() -> String {
        let components = descriptors.map { descriptor -> JSONValue in
            let contract = descriptor.contract(descriptor.arguments(for: descriptor.states.first))
            let parameters = descriptor.parameters.map { parameter -> JSONValue in
                var members: [(key: String, value: JSONValue)] = [
                    ("name", .string(parameter.name)), ("type", .string(parameter.type.rawValue)),
                    ("optional", .bool(parameter.isOptional)), ("bound", .bool(parameter.isBound)),
                    ("default", parameter.defaultValue.map { .string($0.description) } ?? .null),
                ]
                if !parameter.cases.isEmpty { members.append(("cases", .array(parameter.cases.map(JSONValue.string)))) }
                return .object(members)
            }
            let states = descriptor.states.map { state -> JSONValue in
                .object([
                    ("name", .string(state.name)),
                    ("arguments", .object(state.arguments.keys.sorted().map { ($0, .string(state.arguments[$0]?.description ?? "")) })),
                    ("environment", .string(state.environment.description)),
                ])
            }
            let stops = (contract.stops ?? []).map { stop -> JSONValue in
                .object([
                    ("label", stop.label.map(JSONValue.string) ?? .null), ("value", stop.value.map(JSONValue.string) ?? .null),
                    ("traits", .array(stop.traits.names.map(JSONValue.string))),
                    ("actions", .array(stop.actions.names.map(JSONValue.string))),
                ])
            }
            return .object([
                ("name", .string(descriptor.name)), ("summary", .string(descriptor.summary)),
                ("parameters", .array(parameters)), ("styles", .array(descriptor.styles.map(JSONValue.string))),
                ("states", .array(states)),
                ("contract", .object([("summary", .string(contract.summary)), ("stops", contract.stops == nil ? .null : .array(stops))])),
                ("location", descriptor.location.map { .string($0.description) } ?? .null),
            ])
        }
        return JSONWriter(style: .pretty).string(.object([("catalog", .string(catalog)), ("components", .array(components))])) + "\n"
    }
}
