/// Anything a subcommand lists among its options: a typed ``Option``, a
/// ``Flag``, or a plain ``OptionDefinition`` read by name.
public protocol OptionDeclaration: Sendable {
    /// What the parser and the help printer know about it.
    var definition: OptionDefinition { get }
}

extension OptionDefinition: OptionDeclaration {
    /// The definition itself.
    public var definition: OptionDefinition { self }
}
