/// Why the text given to an option is not one of its values; the parser
/// turns it into a usage error (exit 64) of the subcommand.
public struct OptionValueError: Error, Hashable, Sendable {
    /// The whole message, quoting the option and the value (`bad --jobs '0': …`).
    public var message: String
    /// The nearest valid word, when one is close.
    public var suggestion: String?

    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    /// `bad --jobs '0': expected a whole number from 1 to 256`: the shape of every bad value.
    public static func bad(_ spelling: String, _ value: String, _ reason: String, suggestion: String? = nil) -> OptionValueError {
        OptionValueError("bad \(spelling) '\(value)': \(reason)", suggestion: suggestion)
    }
}
