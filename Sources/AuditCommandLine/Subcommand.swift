/// One subcommand of `a11y-audit`: its configuration (name, help, arguments,
/// options), validation of parsed arguments, and the work itself.
///
/// The flow follows argument-parser: *parse* (``ArgumentParser`` against
/// ``configuration``), *validate* (``init(parsed:context:)`` turns strings
/// into typed values and throws usage errors), *run*.
///
/// To add a subcommand: write one type in its own file under `Commands/`
/// and list it in ``AuditCommand/subcommands``.
///
/// ```swift
/// struct EchoCommand: Subcommand {
///     static let configuration = CommandConfiguration(
///         name: "echo", abstract: "Print the words given.",
///         arguments: [ArgumentDefinition("word", help: "A word to print.", repeating: true)],
///         options: [times])
///     static let times = Option.count("times", valueName: "n", in: 1...10, help: "How often (default: once).")
///     var words: [String]
///     var times: Int
///     init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
///         words = parsed.positionals
///         times = try parsed.value(Self.times) ?? 1
///     }
///     func run(in context: CommandContext) throws(CommandError) -> ExitCode {
///         for _ in 0..<times { context.stdout.writeLine(words.joined(separator: " ")) }
///         return .success
///     }
/// }
/// ```
public protocol Subcommand: Sendable {
    /// The name, help, arguments and options.
    static var configuration: CommandConfiguration { get }

    /// Validates parsed arguments into the subcommand's typed values.
    /// - Throws: ``CommandError`` (usually ``CommandError/usage(_:suggestion:helpTopic:)``).
    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError)

    /// Does the work, writing to the context's streams.
    /// - Returns: ``ExitCode/success`` or ``ExitCode/failure``.
    /// - Throws: ``CommandError`` for inputs that cannot be used.
    func run(in context: CommandContext) throws(CommandError) -> ExitCode
}
