/// Which component, style and state a tree was rendered for, when it came
/// from a catalog (rules may word messages with it; `nil` for a bare tree).
public struct ComponentContext: Hashable, Sendable {
    public var component: String
    public var style: String
    public var state: String

    public init(component: String, style: String, state: String) {
        self.component = component
        self.style = style
        self.state = state
    }
}
