/// A flag declared once: present or not (`--no-hints`).
///
/// ```swift
/// static let noScenarios = Flag("no-scenarios", help: "Audit only; run no scenarios.")
/// let auditOnly = parsed.flag(Self.noScenarios)
/// ```
public struct Flag: OptionDeclaration, Hashable {
    public let definition: OptionDefinition

    /// A flag named `--name` (and `-short`), with its help.
    public init(_ name: String, short: Character? = nil, help: String, hidden: Bool = false) {
        let flag = OptionDefinition.flag(name, short: short, help: help)
        definition = hidden ? flag.hidden() : flag
    }
}
