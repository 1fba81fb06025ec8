import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// The `a11y-audit` command line (spec/cli.md): finds the subcommand, prints
/// help, parses and validates its arguments, runs it and turns errors into
/// messages on standard error and exit codes.
///
/// ```swift
/// // main.swift of a package's own audit executable
/// AuditCommand.exit(AuditCommand.main(arguments: Array(CommandLine.arguments.dropFirst()),
///                                     catalogs: ["badges": BadgesCatalog.descriptors], defaultCatalog: "badges"))
/// ```
public enum AuditCommand {
    /// The program name used in usage lines and messages.
    public static let name = AuditReport.Tool.current.name

    /// One sentence for the overview.
    static let abstract =
        "Audit the accessibility semantics of Swift components: what VoiceOver speaks, in which order, "
        + "which actions it offers, and contrast, in every style and environment."

    /// Every subcommand, in the order help lists them. The first is the
    /// default, run when the arguments start with an option.
    public static var subcommands: [any Subcommand.Type] {
        [
            AuditJobCommand.self, RunCommand.self, SpeakCommand.self, TreeCommand.self, DiffCommand.self, RulesCommand.self,
            CatalogCommand.self, ContrastCommand.self, MergeCommand.self, BenchCommand.self,
        ]
    }

    /// Runs the command line of the current process with the given catalogs,
    /// so a program can offer the whole CLI over its own components.
    /// - Parameters:
    ///   - arguments: the arguments without the program name.
    ///   - catalogs: component catalogs by name.
    ///   - defaultCatalog: the catalog used when `--catalog` is not given.
    public static func main(arguments: [String], catalogs: [String: [ComponentDescriptor]], defaultCatalog: String? = nil) -> ExitCode {
        main(arguments: arguments, context: .process(catalogs: catalogs, defaultCatalog: defaultCatalog))
    }

    /// Runs the command line of the current process with the given catalogs
    /// and your own rules, which run after the built-in ones, appear in every
    /// report format and are listed and explained by `rules`.
    ///
    /// ```swift
    /// AuditCommand.exit(AuditCommand.main(arguments: Array(CommandLine.arguments.dropFirst()),
    ///                                     catalogs: ["badges": BadgesCatalog.descriptors], rules: [ButtonLabelStartsWithVerb()]))
    /// ```
    /// - Parameters:
    ///   - arguments: the arguments without the program name.
    ///   - catalogs: component catalogs by name.
    ///   - defaultCatalog: the catalog used when `--catalog` is not given.
    ///   - rules: your rules; an ID that a built-in check or another of them has is refused (exit 2).
    public static func main(
        arguments: [String], catalogs: [String: [ComponentDescriptor]], defaultCatalog: String? = nil,
        rules: [any Rule]
    ) -> ExitCode {
        main(arguments: arguments, context: .process(catalogs: catalogs, defaultCatalog: defaultCatalog, rules: rules))
    }

    /// Runs `arguments` in `context`, writing only to its streams; never ends
    /// the process, so tests call it in-process.
    /// - Returns: the exit code the process should end with.
    ///
    /// A write to standard output that failed (a full disk, a closed
    /// descriptor, a reader gone while `SIGPIPE` is ignored) overrides the
    /// command's own result: the failure is reported on standard error and
    /// the code is ``ExitCode/outputError``, never a success.
    public static func main(arguments: [String], context: CommandContext) -> ExitCode {
        var code: ExitCode
        do throws(CommandError) {
            do {
                try RuleSelection(custom: context.rules).validate()
            } catch {
                throw CommandError.input("custom rules: \(error)")
            }
            code = try dispatch(arguments, context: context)
        } catch {
            context.stderr.write(error.rendered(commandName: context.commandName))
            code = error.code
        }
        if let failure = context.stdout.failure {
            context.stderr.write(CommandError.output("cannot write to standard output: \(failure)").rendered(commandName: context.commandName))
            code = .outputError
        }
        return code
    }

    /// Ends the process with `code`.
    public static func exit(_ code: ExitCode) -> Never {
        Foundation.exit(code.rawValue)
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(CommandError) -> ExitCode {
        let commands = subcommands
        let defaultName = commands.first?.configuration.name ?? "audit"
        // Global flags before the subcommand (`a11y-audit --no-color tree …`) are handed on to it.
        let globals = Array(arguments.prefix { $0 == SharedOptions.noColor.definition.spelling })
        let words = Array(arguments.dropFirst(globals.count))
        guard let first = words.first else {
            // Nothing but global flags: the main job.
            guard let defaultCommand = commands.first else { return .success }
            return try run(defaultCommand, arguments: globals, context: context)
        }
        if first == "--help" || first == "-h" {
            context.stdout.write(
                HelpFormatter.overview(of: commands.map { $0.configuration }, defaultName: defaultName, commandName: context.commandName))
            return .success
        }
        let version = SharedOptions.version.definition
        if first == version.spelling || first == version.shortName.map({ "-\($0)" }) {
            guard words.count == 1 else {
                throw .usage("'\(first)' takes nothing after it, found '\(words[1])'")
            }
            context.stdout.write(versionLine(commandName: context.commandName) + "\n")
            return .success
        }
        if first == "help" {
            return try help(Array(words.dropFirst()), commands: commands, context: context)
        }
        if ArgumentParser.looksLikeOption(first), let defaultCommand = commands.first {
            return try run(defaultCommand, arguments: globals + words, context: context)
        }
        guard let command = commands.first(where: { $0.configuration.name == first }) else {
            // A file given first is meant for the default command, which reads it with --tree.
            throw .usage(
                "unknown subcommand '\(first)'",
                suggestion: TreeArgumentHint.suggestion(for: first, in: context)
                    ?? Suggestion.nearest(to: first, in: commands.map { $0.configuration.name } + ["help"]))
        }
        return try run(command, arguments: globals + words.dropFirst(), context: context)
    }

    private static func run(_ command: any Subcommand.Type, arguments: [String], context: CommandContext) throws(CommandError) -> ExitCode {
        let configuration = command.configuration
        if ArgumentParser.asksForHelp(arguments) {
            context.stdout.write(HelpFormatter.help(for: configuration, catalogs: CatalogHelp(context), commandName: context.commandName))
            return .success
        }
        // A file where a command reading trees takes no more arguments was meant for --tree.
        let readsTrees = configuration.allOptions.contains { $0.name == SharedOptions.tree.definition.name }
        let parsed = try ArgumentParser.parse(arguments, for: configuration) { argument in
            readsTrees ? TreeArgumentHint.suggestion(for: argument, in: context) : nil
        }
        var context = context
        context.style = OutputStyle.resolve(
            noColorFlag: parsed.flag(SharedOptions.noColor),
            stdoutIsTerminal: context.stdoutIsTerminal, environment: context.environment)
        let instance = try command.init(parsed: parsed, context: context)
        return try instance.run(in: context)
    }

    /// `help`, `help <subcommand>`.
    private static func help(_ arguments: [String], commands: [any Subcommand.Type], context: CommandContext) throws(CommandError) -> ExitCode {
        let words = arguments.filter { $0 != SharedOptions.noColor.definition.spelling && $0 != "--help" && $0 != "-h" }
        let defaultName = commands.first?.configuration.name ?? "audit"
        guard let topic = words.first else {
            context.stdout.write(
                HelpFormatter.overview(of: commands.map { $0.configuration }, defaultName: defaultName, commandName: context.commandName))
            return .success
        }
        if words.count > 1 {
            throw .usage(
                "'help' takes one subcommand, found \(words.count) words ('\(words.joined(separator: " "))')",
                helpTopic: "help")
        }
        if topic == "help" {
            context.stdout.write(HelpFormatter.help(for: helpConfiguration, commandName: context.commandName))
            return .success
        }
        guard let command = commands.first(where: { $0.configuration.name == topic }) else {
            throw .usage(
                "unknown subcommand '\(topic)'",
                suggestion: Suggestion.nearest(to: topic, in: commands.map { $0.configuration.name } + ["help"]))
        }
        context.stdout.write(HelpFormatter.help(for: command.configuration, catalogs: CatalogHelp(context), commandName: context.commandName))
        return .success
    }

    /// `a11y-audit 0.1.0`; a program with a name of its own says whose engine it runs:
    /// `badges-audit (a11y-audit 0.1.0)`. The version is the one reports record.
    static func versionLine(commandName: String) -> String {
        let tool = AuditReport.Tool.current
        let engine = "\(tool.name) \(tool.version)"
        return commandName == tool.name ? engine : "\(commandName) (\(engine))"
    }

    /// The help subcommand's own help.
    static let helpConfiguration = CommandConfiguration(
        name: "help", abstract: "Show help for a subcommand, or the overview of all subcommands.",
        arguments: [ArgumentDefinition("subcommand", help: "The subcommand to explain.", optional: true)])
}
