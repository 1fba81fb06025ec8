import AccessibilityModel

/// The input of a static rule: one rendered tree, the settings it was
/// rendered with, its focus stops in VoiceOver order, and the component.
public struct RuleContext: Sendable {
    public var tree: AccessibilityTree
    /// The settings in force; `nil` when unknown (a JSON tree that does not say).
    public var settings: AccessibilitySettings?
    /// Focus stops in VoiceOver order, with what each speaks.
    public var stops: [AuditedStop] {
        didSet { stopIndexes = Self.indexes(of: stops) }
    }
    public var component: ComponentContext?
    /// The index of the first stop at each stop path (for ``owningStop(of:)``).
    private var stopIndexes: [NodePath: Int]

    public init(tree: AccessibilityTree, settings: AccessibilitySettings?, stops: [AuditedStop], component: ComponentContext? = nil) {
        self.tree = tree
        self.settings = settings
        self.stops = stops
        self.component = component
        self.stopIndexes = Self.indexes(of: stops)
    }

    private static func indexes(of stops: [AuditedStop]) -> [NodePath: Int] {
        var indexes: [NodePath: Int] = [:]
        for (index, stop) in stops.enumerated() where indexes[stop.path] == nil { indexes[stop.path] = index }
        return indexes
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
        // The deepest stop at or above `path`: look its prefixes up, longest first (a scan of every
        // stop per node made rules over large trees quadratic).
        guard !stopIndexes.isEmpty else { return nil }
        var indexes = path.indexes
        while true {
            if let index = stopIndexes[NodePath(indexes)] { return stops[index] }
            if indexes.isEmpty { return nil }
            indexes.removeLast()
        }
    }
}
