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
