/// Everything the parser and the help printer know about a subcommand: its
/// name, help texts, positional arguments and options.
///
/// ```swift
/// static let configuration = CommandConfiguration(
///     name: "contrast",
///     abstract: "WCAG contrast of two colours.",
///     arguments: [ArgumentDefinition("foreground", help: "…"), ArgumentDefinition("background", help: "…")],
///     options: [SharedOptions.format()])
/// ```
public struct CommandConfiguration: Hashable, Sendable {
    /// The word that selects the subcommand (`contrast`).
    public var name: String
    /// One sentence for the subcommand list and the OVERVIEW of its help.
    public var abstract: String
    /// Further paragraphs for its help, separated by blank lines (may be empty).
    public var discussion: String
    /// Positional arguments, in order; only the last may repeat.
    public var arguments: [ArgumentDefinition]
    /// Options, in the order help lists them; `--no-color` and `--help` are
    /// added by ``allOptions``.
    public var options: [OptionDefinition]
    /// Extra usage lines for alternative forms (`speak --tree <file>`), shown
    /// after the generated one.
    public var alternativeUsages: [String]

    /// A subcommand's configuration, its options declared as ``Option``s and ``Flag``s.
    public init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentDefinition] = [],
        options: [any OptionDeclaration], alternativeUsages: [String] = []
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, arguments: arguments, options: options.map(\.definition),
            alternativeUsages: alternativeUsages)
    }

    /// A subcommand's configuration, its options given as definitions (read by name).
    public init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentDefinition] = [],
        options: [OptionDefinition] = [], alternativeUsages: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.alternativeUsages = alternativeUsages
    }

    /// The declared options followed by those every subcommand accepts.
    public var allOptions: [OptionDefinition] {
        options + Self.common.filter { common in !options.contains { $0.name == common.name } }
    }

    /// `--no-color` and `--help`, which every subcommand accepts.
    static var common: [OptionDefinition] {
        [SharedOptions.noColor.definition, SharedOptions.help.definition]
    }

    /// `a11y-audit contrast <foreground> <background> [--format <format>]`;
    /// options collapse to `[<options>]` when the line would pass 80 columns.
    public var usage: String {
        usage(commandName: AuditCommand.name)
    }

    /// ``usage`` for a program called `commandName`.
    /// - Parameter commandName: the program's name, first on the line.
    public func usage(commandName: String) -> String {
        let lead = ([commandName, name] + arguments.map(\.synopsis)).joined(separator: " ")
        let optionParts = options.filter { !$0.isHidden }.map { option -> String in
            let text = option.takesValue ? "\(option.spelling) <\(option.valueName ?? option.name)>" : option.spelling
            return option.isRepeatable && option.takesValue ? "[\(text) ...]" : "[\(text)]"
        }
        let full = ([lead] + optionParts).joined(separator: " ")
        return full.count <= HelpFormatter.width - "USAGE: ".count || optionParts.isEmpty ? full : lead + " [<options>]"
    }
}
