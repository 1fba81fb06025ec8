import AccessibilityModel

/// The input of a static rule: one rendered tree, the settings it was
/// rendered with, its focus stops in VoiceOver order, and the component.
public struct RuleContext: Sendable {
    public var tree: AccessibilityTree {
        didSet { locator = StopLocator(stops: stops, root: tree.root) }
    }
    /// The settings in force; `nil` when unknown (a JSON tree that does not say).
    public var settings: AccessibilitySettings?
    /// Focus stops in VoiceOver order, with what each speaks.
    public var stops: [AuditedStop] {
        didSet {
            locator = StopLocator(stops: stops, root: tree.root)
            facts = stops.map { StopFacts($0.node) }
        }
    }
    public var component: ComponentContext?
    /// Whether pass outcomes carry their element (path, label, spoken text). The
    /// static audit of a tree only counts passes and turns this off: on a large
    /// tree, copying every element into every pass was most of the memory traffic.
    var keepsPassDetails = true
    /// Which nodes are stops (for ``owningStop(of:)`` and the walks of ``VisualGroups``).
    private(set) var locator: StopLocator
    /// The filtering facts of each stop, by stop index.
    private(set) var facts: [StopFacts]

    public init(tree: AccessibilityTree, settings: AccessibilitySettings?, stops: [AuditedStop], component: ComponentContext? = nil) {
        self.tree = tree
        self.settings = settings
        self.stops = stops
        self.component = component
        self.locator = StopLocator(stops: stops, root: tree.root)
        self.facts = stops.map { StopFacts($0.node) }
    }

    /// A context whose stops come from the audit's reading order (the simulated VoiceOver).
    public init(tree: AccessibilityTree, settings: AccessibilitySettings? = nil, component: ComponentContext? = nil) {
        let resolved = settings ?? tree.settings
        self.init(tree: tree, settings: resolved, stops: StopOrder.stops(in: tree, settings: resolved ?? AccessibilitySettings()),
                  component: component)
    }

    /// The focus stop that contains `path` (itself or the deepest stop above it), if any.
    func owningStop(of path: NodePath) -> AuditedStop? {
        locator.owner(of: path, in: stops).map { stops[$0] }
    }
}
