/// Why a command stopped: the exit code, the message for standard error, and
/// for a problem inside an input file, where it is.
///
/// Subcommands throw it from validation and from `run`; ``AuditCommand``
/// prints it as `error: <message>` (or `path:line:column: error: <message>`
/// with the source line and a caret) and exits with ``code``.
public struct CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exit code: ``ExitCode/usageError`` or ``ExitCode/inputError`` usually.
    public var code: ExitCode
    /// What went wrong, quoting the offending input; no `error:` prefix.
    public var message: String
    /// The nearest valid word, printed as "did you mean '…'?".
    public var suggestion: String?
    /// Where in an input file the problem is, when it is in a file.
    public var diagnostic: FileDiagnostic?
    /// The subcommand whose help explains the usage (`nil`: the overview).
    /// Only printed for usage errors.
    public var helpTopic: String?

    /// An error with every part given.
    public init(
        code: ExitCode, message: String, suggestion: String? = nil, diagnostic: FileDiagnostic? = nil,
        helpTopic: String? = nil
    ) {
        self.code = code
        self.message = message
        self.suggestion = suggestion
        self.diagnostic = diagnostic
        self.helpTopic = helpTopic
    }

    /// A usage error (exit 64): an unknown subcommand or option, a bad value.
    public static func usage(_ message: String, suggestion: String? = nil, helpTopic: String? = nil) -> CommandError {
        CommandError(code: .usageError, message: message, suggestion: suggestion, helpTopic: helpTopic)
    }

    /// An input that cannot be used (exit 2), such as a file that cannot be read.
    public static func input(_ message: String) -> CommandError {
        CommandError(code: .inputError, message: message)
    }

    /// An output that could not be written (exit 74): standard output or `--output`.
    public static func output(_ message: String) -> CommandError {
        CommandError(code: .outputError, message: message)
    }

    /// A problem at a place in an input file (exit 2).
    public static func file(_ diagnostic: FileDiagnostic) -> CommandError {
        CommandError(code: .inputError, message: diagnostic.message, diagnostic: diagnostic)
    }

    /// The message with its suggestion: `unknown option '--formt'; did you mean '--format'?`.
    public var description: String {
        suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }

    /// The complete text for standard error, ending in a newline.
    public var rendered: String {
        rendered(commandName: AuditCommand.name)
    }

    /// The complete text for standard error of a program called `commandName`, ending in a newline.
    /// - Parameter commandName: the program's name in the "See '… help'" line of a usage error.
    public func rendered(commandName: String) -> String {
        if let diagnostic {
            return diagnostic.rendered
        }
        // Messages quote the input: its control characters are shown, never sent to the terminal.
        var text = "error: \(PrintableText.message(description))\n"
        if code == .usageError {
            let topic = helpTopic.map { " \($0)" } ?? ""
            text += "See '\(commandName) help\(topic)' for usage.\n"
        }
        return text
    }
}
