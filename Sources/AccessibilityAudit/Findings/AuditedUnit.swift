/// One component × style × state that an audit covered (in every cell of its matrix).
public struct AuditedUnit: Hashable, Sendable {
    public var component: String
    public var style: String
    public var state: String

    public init(component: String, style: String, state: String) {
        self.component = component
        self.style = style
        self.state = state
    }
}
