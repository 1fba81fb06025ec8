import AccessibilityModel
import ReportFormats

/// One catalog component chosen on the command line, with the style, state
/// and settings to render it in (`tree <component>`, `speak <component>`;
/// one per style and state chosen).
struct ComponentTarget {
    var catalog: String
    var descriptor: ComponentDescriptor
    var style: String
    var state: StateDescriptor
    /// `--env` applied over the defaults, then the state's own environment.
    var settings: AccessibilitySettings

    /// A fresh live subject of the component in its style and state.
    func makeSubject() -> any AccessibilitySubject {
        descriptor.makeSubject(descriptor.arguments(for: state), style)
    }

    /// `Switch, style default, state off`: what a transcript or tree of several is headed by.
    var heading: String {
        "\(descriptor.name), style \(style), state \(state.name)"
    }

    /// Resolves `component`, `--catalog`, `--style`, `--state` and `--env`
    /// against the context's catalogs: every style and state given (`all`
    /// for every one of the component's), or the component's first style and
    /// state when none is given, in the component's order, styles outermost.
    /// - Throws: ``CommandError`` (exit 64) for an unknown catalog, component,
    ///   style, state or setting, with the nearest name (`all` among them).
    static func resolveAll(
        component: String, parsed: ParsedArguments, context: CommandContext,
        helpTopic: String
    ) throws(CommandError) -> [ComponentTarget] {
        let (catalogName, descriptors) = try CatalogChoice.resolve(try parsed.value(SharedOptions.catalog), context: context, helpTopic: helpTopic)
        guard let descriptor = descriptors.first(where: { $0.name == component }) else {
            throw .usage(
                "catalog '\(catalogName)' has no component '\(component)'",
                suggestion: TreeArgumentHint.suggestion(for: component, in: context)
                    ?? Suggestion.nearest(to: component, in: descriptors.map(\.name)), helpTopic: helpTopic)
        }
        let styleNames = descriptor.styles.isEmpty ? ["default"] : descriptor.styles
        let styles = try chosen(
            try parsed.value(SharedOptions.style), among: styleNames, what: "style", of: component, helpTopic: helpTopic)
        let stateNames = descriptor.states.isEmpty ? ["default"] : descriptor.states.map(\.name)
        let states = try chosen(
            try parsed.value(SharedOptions.state), among: stateNames, what: "state", of: component, helpTopic: helpTopic)
        let env = try parsed.value(SharedOptions.env)
        return styles.flatMap { style in
            states.map { stateName in
                let state = descriptor.state(named: stateName) ?? StateDescriptor(name: stateName)
                let settings = state.environment.applied(to: env.applied(to: AccessibilitySettings()))
                return ComponentTarget(catalog: catalogName, descriptor: descriptor, style: style, state: state, settings: settings)
            }
        }
    }

    /// Refuses several targets where the output has room for one (`--format json`).
    /// - Throws: ``CommandError`` (exit 64) naming how many were chosen and how to choose one.
    static func requireOne(_ targets: [ComponentTarget], format: ReportFormat, helpTopic: String) throws(CommandError) {
        guard targets.count > 1, format != .text else { return }
        let styles = Set(targets.map(\.style)).count, states = Set(targets.map(\.state.name)).count
        throw .usage(
            "--format \(format) prints one \(helpTopic == "tree" ? "tree" : "transcript"), but the options choose \(targets.count) "
                + "(\(styles) \(styles == 1 ? "style" : "styles") × \(states) \(states == 1 ? "state" : "states")); "
                + "give one --style and one --state, or use --format text, which prints each under its style and state",
            helpTopic: helpTopic)
    }

    /// The names `given` chooses among `names`, in `names`' order: all of
    /// them for `all`, the first when none is given.
    private static func chosen(
        _ given: [String], among names: [String], what: String, of component: String, helpTopic: String
    ) throws(CommandError) -> [String] {
        for name in given where name != "all" && !names.contains(name) {
            throw .usage(
                "\(component) has no \(what) '\(name)' (\(what)s: \(names.joined(separator: ", ")))",
                suggestion: Suggestion.nearest(to: name, in: names + ["all"]), helpTopic: helpTopic)
        }
        if given.contains("all") { return names }
        if given.isEmpty { return Array(names.prefix(1)) }
        return names.filter(given.contains)
    }
}

/// The catalog named by `--catalog`, or the default one.
enum CatalogChoice {
    static func resolve(
        _ name: String?, context: CommandContext,
        helpTopic: String
    ) throws(CommandError) -> (name: String, descriptors: [ComponentDescriptor]) {
        let available = context.catalogs.keys.sorted()
        guard let chosen = name ?? context.defaultCatalog ?? available.first else {
            throw .input("no component catalogs are available")
        }
        guard let descriptors = context.catalogs[chosen] else {
            throw .usage(
                "unknown catalog '\(chosen)' (catalogs: \(available.joined(separator: ", ")))",
                suggestion: Suggestion.nearest(to: chosen, in: available), helpTopic: helpTopic)
        }
        return (chosen, descriptors)
    }
}
