/// One problem found in a scenario file: its severity, message and the range
/// of source text it points at.
///
/// The message already contains any "did you mean" suggestion; ``suggestion``
/// repeats the suggested word for tools that offer a fix.
public struct ScenarioDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be used.
        case error
        /// Suspicious but usable (a rotor name close to a standard one).
        case warning
    }

    public var severity: Severity
    /// What is wrong, quoting the input.
    public var message: String
    /// The offending text.
    public var range: SourceRange
    /// The nearest valid word, when one is close.
    public var suggestion: String?

    /// A diagnostic; when `suggestion` is given, `; did you mean '<suggestion>'?` is appended to the message.
    public init(_ severity: Severity, _ message: String, at range: SourceRange, suggestion: String? = nil) {
        self.severity = severity
        self.message = suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
        self.range = range
        self.suggestion = suggestion
    }

    /// An error.
    static func error(_ message: String, at range: SourceRange, suggestion: String? = nil) -> ScenarioDiagnostic {
        ScenarioDiagnostic(.error, message, at: range, suggestion: suggestion)
    }

    /// `line:column: severity: message`.
    public var description: String { "\(range): \(severity.rawValue): \(message)" }
}
