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

    public init(
        _ name: String, _ type: ParameterType, optional: Bool = false, default defaultValue: ParameterValue? = nil,
        cases: [String] = [], bound: Bool = false, summary: String = ""
    ) {
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
            return ArgumentProblem(
                parameter: name, message: "'.\(caseName)' is not a case of '\(name)' (\(cases.map { "." + $0 }.joined(separator: ", ")))",
                suggestion: Suggestion.nearest(to: caseName, in: cases).map { "." + $0 })
        }
    }
}
