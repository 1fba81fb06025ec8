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
                problems.append(ArgumentProblem(parameter: label, message: "\(name) has no parameter '\(label)'",
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
                problems.append(ArgumentProblem(parameter: parameter.name,
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

/// Resolved arguments of a component, by parameter name.
public struct ComponentArguments: Hashable, Sendable, CustomStringConvertible {
    public var values: [String: ParameterValue]
    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    public subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    public func string(_ name: String) -> String? { values[name]?.stringValue }
    public func number(_ name: String) -> Double? { values[name]?.numberValue }
    public func bool(_ name: String) -> Bool? { values[name]?.boolValue }
    public func range(_ name: String) -> ClosedRange<Double>? { values[name]?.rangeValue }

    /// `name: value, …` sorted by name.
    public var description: String {
        values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ")
    }
}

/// A declared parameter of a component.
public struct ParameterDescriptor: Sendable {
    public var name: String
    public var type: ParameterType
    public var isOptional: Bool
    public var defaultValue: ParameterValue?
    /// For `.enumeration`: the allowed case names.
    public var cases: [String]
    /// Whether actions change it (it is readable with `expect state`).
    public var isBound: Bool
    public var summary: String

    public init(_ name: String, _ type: ParameterType, optional: Bool = false, default defaultValue: ParameterValue? = nil,
                cases: [String] = [], bound: Bool = false, summary: String = "") {
        self.name = name
        self.type = type
        self.isOptional = optional
        self.defaultValue = defaultValue
        self.cases = cases
        self.isBound = bound
        self.summary = summary
    }

    /// `name: Type = default`, as a Swift declaration reads.
    public var signature: String {
        var text = "\(name): \(type.rawValue == "enum" ? "enum(\(cases.joined(separator: "|")))" : type.rawValue)\(isOptional ? "?" : "")"
        if let defaultValue { text += " = \(defaultValue)" } else if isOptional { text += " = nil" }
        return text
    }

    /// The problem with a value of the wrong type, or `nil` when it fits.
    public func check(_ value: ParameterValue) -> ArgumentProblem? {
        func wrong(_ found: String) -> ArgumentProblem {
            ArgumentProblem(parameter: name, message: "'\(name)' expects \(type)\(isOptional ? "?" : ""), found \(found) \(value)")
        }
        switch value {
        case .none:
            return isOptional ? nil : ArgumentProblem(parameter: name, message: "'\(name)' is not optional; nil is not allowed")
        case .string:
            return type == .string ? nil : wrong("a string")
        case .number(let number):
            if type == .number { return number.isFinite ? nil : wrong("a non-finite number") }
            if type == .integer { return number == number.rounded() && abs(number) < 1e15 ? nil : wrong("a non-integer") }
            return wrong("a number")
        case .bool:
            return type == .bool ? nil : wrong("a boolean")
        case .range(let range):
            guard type == .range else { return wrong("a range") }
            return range.lowerBound.isFinite && range.upperBound.isFinite ? nil : wrong("a non-finite range")
        case .enumCase(let caseName):
            guard type == .enumeration else { return wrong("an enum case") }
            if cases.contains(caseName) { return nil }
            return ArgumentProblem(parameter: name, message: "'.\(caseName)' is not a case of '\(name)' (\(cases.map { "." + $0 }.joined(separator: ", ")))",
                                   suggestion: Suggestion.nearest(to: caseName, in: cases).map { "." + $0 })
        }
    }
}

/// One thing wrong with a component's arguments.
public struct ArgumentProblem: Hashable, Sendable, CustomStringConvertible {
    public var parameter: String
    public var message: String
    public var suggestion: String?

    public init(parameter: String, message: String, suggestion: String? = nil) {
        self.parameter = parameter
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}

/// Every problem with a component's arguments.
public struct ArgumentErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [ArgumentProblem]
    public init(problems: [ArgumentProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}

/// A named state of a component (like a preview): argument overrides and
/// settings fixed on top of every cell (for example `isEnabled=false`).
public struct StateDescriptor: Hashable, Sendable {
    public var name: String
    public var arguments: [String: ParameterValue]
    /// Settings this state fixes (none by default).
    public var environment: SettingsOverride

    public init(name: String, arguments: [String: ParameterValue] = [:], environment: SettingsOverride = .none) {
        self.name = name
        self.arguments = arguments
        self.environment = environment
    }
}

/// A place in source code (named so that it never clashes with Swift Testing's `SourceLocation`).
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// Path relative to the package root (`Sources/DesignSystem/Rating.swift`).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A finding the component's authors accept: a rule on an element (by label,
/// or every element when `nil`), with the reason.
public struct Suppression: Hashable, Sendable {
    public var rule: String
    public var elementLabel: String?
    public var reason: String

    public init(rule: String, element elementLabel: String? = nil, reason: String) {
        self.rule = rule
        self.elementLabel = elementLabel
        self.reason = reason
    }
}

/// What a component promises to assistive technology: its focus stops, in
/// order, each with the label, value, traits and actions it must expose.
///
/// ```swift
/// DeclaredContract("Rating is one adjustable element whose value is its rating",
///                  stops: [.init(label: "Stars", value: "3", traits: .adjustable, actions: [.increment, .decrement])])
/// ```
public struct DeclaredContract: Hashable, Sendable {
    public var summary: String
    /// `nil` when the component declares nothing about its stops.
    public var stops: [ExpectedStop]?

    public init(_ summary: String = "", stops: [ExpectedStop]? = nil) {
        self.summary = summary
        self.stops = stops
    }

    /// One promised focus stop. `nil` fields are not checked; traits and
    /// actions must be present (others may be too), except those in
    /// `forbiddenTraits`.
    public struct ExpectedStop: Hashable, Sendable {
        public var label: String?
        public var value: String?
        public var traits: ElementTraits
        public var forbiddenTraits: ElementTraits
        public var actions: StandardActions
        public var customActions: [String]?

        public init(label: String? = nil, value: String? = nil, traits: ElementTraits = [], forbiddenTraits: ElementTraits = [],
                    actions: StandardActions = [], customActions: [String]? = nil) {
            self.label = label
            self.value = value
            self.traits = traits
            self.forbiddenTraits = forbiddenTraits
            self.actions = actions
            self.customActions = customActions
        }
    }
}
