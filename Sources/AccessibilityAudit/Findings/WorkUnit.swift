/// The unit of audit work that shards divide and that findings belong to:
/// one component in one style and one state, across every environment cell.
public struct WorkUnit: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var component: String
    public var style: String
    public var state: String

    public init(component: String, style: String, state: String) {
        self.component = component
        self.style = style
        self.state = state
    }

    /// By component, style, then state (code-point order).
    public static func < (lhs: WorkUnit, rhs: WorkUnit) -> Bool {
        (lhs.component, lhs.style, lhs.state) < (rhs.component, rhs.style, rhs.state)
    }

    /// `Rating / star / value=3`.
    public var description: String { "\(component) / \(style) / \(state)" }
}
