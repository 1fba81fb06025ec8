/// `component Rating(title: "Stars", value: 3, in: 1...5)`: the component's
/// name and its labelled literal arguments, in the order written.
public struct ComponentCall: Hashable, Sendable {
    public var name: Located<String>
    public var arguments: [ComponentArgument]

    public init(name: Located<String>, arguments: [ComponentArgument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// `Rating(title: "Stars", value: 3, in: 1...5)`.
    public var sourceForm: String {
        name.value + "(" + arguments.map { "\($0.label.value): \($0.value.value)" }.joined(separator: ", ") + ")"
    }
}
