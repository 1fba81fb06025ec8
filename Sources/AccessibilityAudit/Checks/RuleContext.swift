import AccessibilityModel

/// The input of a static rule: one rendered tree, the settings it was
/// rendered with, its focus stops in VoiceOver order, and the component.
public struct RuleContext: Sendable {
    public var tree: AccessibilityTree
    /// The settings in force; `nil` when unknown (a JSON tree that does not say).
    public var settings: AccessibilitySettings?
    /// Focus stops in VoiceOver order, with what each speaks.
    public var stops: [AuditedStop]
    public var component: ComponentContext?

    public init(tree: AccessibilityTree, settings: AccessibilitySettings?, stops: [AuditedStop], component: ComponentContext? = nil) {
        self.tree = tree
        self.settings = settings
        self.stops = stops
        self.component = component
    }

    /// A context whose stops come from the audit's reading order (the simulated VoiceOver).
    public init(tree: AccessibilityTree, settings: AccessibilitySettings? = nil, component: ComponentContext? = nil) {
        let resolved = settings ?? tree.settings
        self.init(tree: tree, settings: resolved, stops: StopOrder.stops(in: tree, settings: resolved ?? AccessibilitySettings()),
                  component: component)
    }

    /// The stop at `path`, if that node is a focus stop.
    func stop(at path: NodePath) -> AuditedStop? { stops.first { $0.path == path } }

    /// The path of the focus stop that contains `path` (itself or an ancestor), if any.
    func owningStop(of path: NodePath) -> AuditedStop? {
        // By index: a stop holds a whole node, and copying each one while scanning cost more than the scan.
        var best: Int?
        for index in stops.indices where path.indexes.starts(with: stops[index].path.indexes) {
            if let current = best, stops[index].path.indexes.count <= stops[current].path.indexes.count { continue }
            best = index
        }
        return best.map { stops[$0] }
    }
}
