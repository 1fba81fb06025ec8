/// The command line of one subcommand after parsing: positional arguments in
/// order, option values by long name, and the flags given.
///
/// Read an ``Option`` or ``Flag`` typed with ``value(_:)->Value`` and ``flag(_:)-(Flag)``;
/// options declared as plain ``OptionDefinition``s are read by their long
/// names without dashes (`format`, `no-color`).
public struct ParsedArguments: Hashable, Sendable {
    /// The positional arguments, in order (including those after `--`).
    public var positionals: [String]
    /// Every value of each option, in the order given.
    public var optionValues: [String: [String]]
    /// The flags given.
    public var flags: Set<String>
    /// The subcommand whose help a usage error points to (set by ``ArgumentParser``).
    public var helpTopic: String?

    /// Parsed arguments with every part given.
    public init(positionals: [String] = [], optionValues: [String: [String]] = [:], flags: Set<String> = [], helpTopic: String? = nil) {
        self.positionals = positionals
        self.optionValues = optionValues
        self.flags = flags
        self.helpTopic = helpTopic
    }

    /// The value of a non-repeatable option, or `nil` when it was not given.
    public func value(_ name: String) -> String? {
        optionValues[name]?.last
    }

    /// Every value of a repeatable option, in the order given (empty when absent).
    public func values(_ name: String) -> [String] {
        optionValues[name] ?? []
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool {
        flags.contains(name)
    }
}
