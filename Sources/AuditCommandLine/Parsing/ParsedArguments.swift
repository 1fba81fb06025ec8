/// The command line of one subcommand after parsing: positional arguments in
/// order, option values by long name, and the flags given.
///
/// Names are long option names without dashes (`format`, `no-color`).
public struct ParsedArguments: Hashable, Sendable {
    /// The positional arguments, in order (including those after `--`).
    public var positionals: [String]
    /// Every value of each option, in the order given.
    public var optionValues: [String: [String]]
    /// The flags given.
    public var flags: Set<String>

    /// Parsed arguments with every part given.
    public init(positionals: [String] = [], optionValues: [String: [String]] = [:], flags: Set<String> = []) {
        self.positionals = positionals
        self.optionValues = optionValues
        self.flags = flags
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
