import AccessibilityModel

/// One catalog component chosen on the command line, with the style, state
/// and settings to render it in (`tree <component>`, `speak <component>`).
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

    /// Resolves `component`, `--catalog`, `--style`, `--state` and `--env`
    /// against the context's catalogs. A single style and state are taken:
    /// the first given, or the component's defaults.
    /// - Throws: ``CommandError`` (exit 64) for an unknown catalog, component,
    ///   style, state or setting, with the nearest name.
    static func resolve(
        component: String, parsed: ParsedArguments, context: CommandContext,
        helpTopic: String
    ) throws(CommandError) -> ComponentTarget {
        let (catalogName, descriptors) = try CatalogChoice.resolve(try parsed.value(SharedOptions.catalog), context: context, helpTopic: helpTopic)
        guard let descriptor = descriptors.first(where: { $0.name == component }) else {
            throw .usage(
                "catalog '\(catalogName)' has no component '\(component)'",
                suggestion: Suggestion.nearest(to: component, in: descriptors.map(\.name)), helpTopic: helpTopic)
        }
        let style = try parsed.value(SharedOptions.style).first(where: { $0 != "all" }) ?? descriptor.styles.first ?? "default"
        guard descriptor.styles.contains(style) else {
            throw .usage(
                "\(component) has no style '\(style)' (styles: \(descriptor.styles.joined(separator: ", ")))",
                suggestion: Suggestion.nearest(to: style, in: descriptor.styles), helpTopic: helpTopic)
        }
        let stateName = try parsed.value(SharedOptions.state).first(where: { $0 != "all" }) ?? descriptor.states.first?.name ?? "default"
        guard let state = descriptor.state(named: stateName) ?? (descriptor.states.isEmpty ? StateDescriptor(name: stateName) : nil) else {
            throw .usage(
                "\(component) has no state '\(stateName)' (states: \(descriptor.states.map(\.name).joined(separator: ", ")))",
                suggestion: Suggestion.nearest(to: stateName, in: descriptor.states.map(\.name)), helpTopic: helpTopic)
        }
        let env = try parsed.value(SharedOptions.env)
        let settings = state.environment.applied(to: env.applied(to: AccessibilitySettings()))
        return ComponentTarget(catalog: catalogName, descriptor: descriptor, style: style, state: state, settings: settings)
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
