/// A named component as the core sees it: its parameters, styles, states,
/// declared accessibility contract, source location, and a factory that
/// builds a live subject. Catalogs (HeadlessUI's `Catalog`, or a user's own)
/// produce descriptors; the audit and the scenario runner use nothing else.
public struct ComponentDescriptor: Sendable, Identifiable {
    public var id: String { name }
    public var name: String
    /// One sentence saying what the component is.
    public var summary: String
    public var parameters: [ParameterDescriptor]
    /// Style names, the first being the default.
    public var styles: [String]
    /// Named states (like previews); the first is the default.
    public var states: [StateDescriptor]
    /// What the component promises to assistive technology.
    public var contract: @Sendable (ComponentArguments) -> DeclaredContract
    /// Where the component is defined, for report locations.
    public var location: CodeLocation?
    /// Findings the component's authors accept, with their reasons.
    public var suppressions: [Suppression]
    /// Cross-parameter validation (an inverted range, a value outside its range):
    /// returns the problems found, empty when the arguments are usable.
    public var validate: @Sendable (ComponentArguments) -> [ArgumentProblem]
    /// Builds a fresh subject for resolved arguments, a style and a state.
    public var makeSubject: @Sendable (ComponentArguments, _ style: String) -> any AccessibilitySubject

    public init(
        name: String, summary: String = "", parameters: [ParameterDescriptor] = [], styles: [String] = ["default"],
        states: [StateDescriptor] = [StateDescriptor(name: "default")],
        contract: @escaping @Sendable (ComponentArguments) -> DeclaredContract = { _ in DeclaredContract() },
        location: CodeLocation? = nil, suppressions: [Suppression] = [],
        validate: @escaping @Sendable (ComponentArguments) -> [ArgumentProblem] = { _ in [] },
        makeSubject: @escaping @Sendable (ComponentArguments, _ style: String) -> any AccessibilitySubject
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.styles = styles
        self.states = states
        self.contract = contract
        self.location = location
        self.suppressions = suppressions
        self.validate = validate
        self.makeSubject = makeSubject
    }

    /// The parameter with this name.
    public func parameter(named name: String) -> ParameterDescriptor? {
        parameters.first { $0.name == name }
    }

    /// Resolves written arguments against the declared parameters: fills in
    /// defaults, checks names and types, then runs ``validate``. Nothing is
    /// constructed when anything is wrong.
    ///
    /// - Parameter written: arguments by label, in the order written.
    /// - Returns: the resolved arguments, or every problem found.
    public func resolve(_ written: [(label: String, value: ParameterValue)]) -> Result<ComponentArguments, ArgumentErrors> {
        var problems: [ArgumentProblem] = []
        var values: [String: ParameterValue] = [:]
        for (label, value) in written {
            guard let parameter = parameter(named: label) else {
                problems.append(
                    ArgumentProblem(
                        parameter: label, message: "\(name) has no parameter '\(label)'",
                        suggestion: Suggestion.nearest(to: label, in: parameters.map(\.name))))
                continue
            }
            if values[label] != nil {
                problems.append(ArgumentProblem(parameter: label, message: "parameter '\(label)' is given twice"))
                continue
            }
            if let problem = parameter.check(value) {
                problems.append(problem)
                continue
            }
            values[label] = value
        }
        for parameter in parameters where values[parameter.name] == nil && !problems.contains(where: { $0.parameter == parameter.name }) {
            if let defaultValue = parameter.defaultValue {
                values[parameter.name] = defaultValue
            } else if parameter.isOptional {
                values[parameter.name] = ParameterValue.none
            } else {
                problems.append(
                    ArgumentProblem(
                        parameter: parameter.name,
                        message: "missing argument '\(parameter.name)' (\(parameter.type))"))
            }
        }
        guard problems.isEmpty else { return .failure(ArgumentErrors(problems: problems)) }
        let arguments = ComponentArguments(values)
        let crossProblems = validate(arguments)
        return crossProblems.isEmpty ? .success(arguments) : .failure(ArgumentErrors(problems: crossProblems))
    }

    /// The arguments with every default, and the state's overrides applied.
    public func arguments(for state: StateDescriptor? = nil, base: ComponentArguments? = nil) -> ComponentArguments {
        var values = base?.values ?? [:]
        for parameter in parameters where values[parameter.name] == nil {
            values[parameter.name] = parameter.defaultValue ?? (parameter.isOptional ? ParameterValue.none : .string(parameter.name.capitalized))
        }
        if let state {
            for (key, value) in state.arguments { values[key] = value }
        }
        return ComponentArguments(values)
    }

    /// The state with this name.
    public func state(named name: String) -> StateDescriptor? { states.first { $0.name == name } }
}
