/// One component of a catalog, like a preview: its parameters, styles and
/// states, its declared contract, and how to build its content.
///
/// States that fix settings (`StateDescriptor/environment`, e.g.
/// `isEnabled=false`) are applied by the caller on top of the settings of
/// each render (the audit does that); the subject itself renders whatever
/// settings it is given.
public struct CatalogEntry: Sendable {
    /// The component's name.
    public var name: String
    /// One sentence saying what it is.
    public var summary: String
    /// Declared parameters (bound ones with `bound: true`).
    public var parameters: [ParameterDescriptor]
    /// Styles; the first is the default.
    public var styles: [CatalogStyle]
    /// Named states; the first is the default.
    public var states: [StateDescriptor]
    /// The declared accessibility contract.
    public var contract: @Sendable (ComponentArguments) -> DeclaredContract
    /// Findings the authors accept.
    public var suppressions: [Suppression]
    /// Cross-parameter validation.
    public var validate: @Sendable (ComponentArguments) -> [ArgumentProblem]
    /// Where the entry is declared, relative to the package root.
    public var location: CodeLocation
    /// Builds the content from the arguments.
    public var content: @Sendable (CatalogContext) -> AnyView

    /// An entry. `file` and `line` default to the call site; the file is
    /// stored relative to the package root (from `Sources/` or `Tests/`).
    public init(
        _ name: String, summary: String = "", parameters: [ParameterDescriptor] = [],
        styles: [CatalogStyle] = [.unstyled],
        states: [StateDescriptor] = [StateDescriptor(name: "default")],
        contract: @escaping @Sendable (ComponentArguments) -> DeclaredContract = { _ in DeclaredContract() },
        suppressions: [Suppression] = [],
        validate: @escaping @Sendable (ComponentArguments) -> [ArgumentProblem] = { _ in [] },
        file: String = #filePath, line: Int = #line,
        content: @escaping @Sendable (CatalogContext) -> AnyView
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.styles = styles.isEmpty ? [.unstyled] : styles
        self.states = states.isEmpty ? [StateDescriptor(name: "default")] : states
        self.contract = contract
        self.suppressions = suppressions
        self.validate = validate
        self.location = CodeLocation(file: CodeLocation.packageRelative(file), line: line)
        self.content = content
    }

    /// A live subject for resolved arguments and a style name (unknown names use the default style).
    public func makeSubject(arguments: ComponentArguments, style: String) -> HostingSubject {
        let fixture = FixtureState(values: arguments.values, bound: Set(parameters.filter(\.isBound).map(\.name)))
        let chosen = styles.first(where: { $0.name == style }) ?? styles[0]
        let content = self.content
        return HostingSubject(name: name, state: { fixture.boundValues }) {
            chosen.apply(content(CatalogContext(fixture: fixture)))
        }
    }

    /// The model's view of this entry.
    public var descriptor: ComponentDescriptor {
        let entry = self
        return ComponentDescriptor(
            name: name, summary: summary, parameters: parameters, styles: styles.map(\.name), states: states,
            contract: contract, location: location, suppressions: suppressions, validate: validate,
            makeSubject: { arguments, style in entry.makeSubject(arguments: arguments, style: style) })
    }
}
