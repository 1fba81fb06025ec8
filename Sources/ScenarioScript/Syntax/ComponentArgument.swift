/// One `label: literal` argument of a component line.
public struct ComponentArgument: Hashable, Sendable {
    public var label: Located<String>
    public var value: Located<ScenarioLiteral>

    public init(label: Located<String>, value: Located<ScenarioLiteral>) {
        self.label = label
        self.value = value
    }
}
