/// A rendered accessibility tree: the root node, the layout direction it was
/// laid out in, and the settings in force when it was rendered or captured.
public struct AccessibilityTree: Hashable, Sendable {
    public var name: String?
    public var root: AccessibilityNode
    public var layoutDirection: LayoutDirection
    /// The settings in force, when known (a tree from JSON may not say).
    public var settings: AccessibilitySettings?
    /// Why the drawing facts (colours, fonts) are absent, when the tree was
    /// captured by a tool that does not record them (an XCUITest page
    /// source): the checks that measure them report `incomplete`, not a pass.
    public var uncapturedFacts: String?

    public init(
        name: String? = nil, root: AccessibilityNode, layoutDirection: LayoutDirection = .leftToRight,
        settings: AccessibilitySettings? = nil
    ) {
        self.name = name
        self.root = root
        self.layoutDirection = layoutDirection
        self.settings = settings
    }

    /// Walks every node in pre-order.
    public func walk(_ body: (AccessibilityNode, NodePath) throws -> WalkDecision) rethrows {
        try root.walk(body)
    }

    /// The node at `path`, or `nil`.
    public subscript(path path: NodePath) -> AccessibilityNode? { root[path: path] }

    /// The path of the first node (pre-order) with this identity.
    public func path(of id: ElementID) -> NodePath? {
        var found: NodePath?
        root.walk { node, path in
            if node.id == id { found = path; return .stop }
            return .visitChildren
        }
        return found
    }
}
