/// A positional argument of a subcommand (`<foreground>`, `[<path> ...]`).
public struct ArgumentDefinition: Hashable, Sendable {
    /// The placeholder shown in usage and help (`foreground`).
    public var name: String
    /// One or two sentences for help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional argument (only the last may).
    public var isRepeating: Bool

    /// A positional argument.
    public init(_ name: String, help: String, optional: Bool = false, repeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional || repeating
        self.isRepeating = repeating
    }

    /// `<path> ...`, `[<path> ...]` or `<foreground>`, as usage shows it.
    var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}
