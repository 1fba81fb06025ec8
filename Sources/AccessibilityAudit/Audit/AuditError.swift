/// Why an audit could not start: an unknown component, style or state, bad
/// settings in `--env` or in a state, or a bad shard.
public struct AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, quoting the input.
    public var message: String
    /// The nearest valid word, when one is close.
    public var suggestion: String?

    public init(message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}
