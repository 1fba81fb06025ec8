import AccessibilityModel
import ScreenReader

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
        }
    }
    public var component: ComponentContext?
    /// Whether pass outcomes carry their element (path, label, spoken text). The
    /// static audit of a tree only counts passes and turns this off: on a large
    /// tree, copying every element into every pass was most of the memory traffic.
    var keepsPassDetails = true
    /// Where the stops sit and every node in pre-order (for ``owningStop(of:)``,
    /// ``nodes``, ``facts`` and the containers the reading-order rule compares).
    private(set) var locator: StopLocator
    /// The filtering facts of each stop, by stop index.
    var facts: [StopFacts] { locator.facts }

    public init(tree: AccessibilityTree, settings: AccessibilitySettings?, stops: [AuditedStop], component: ComponentContext? = nil) {
        self.tree = tree
        self.settings = settings
        self.stops = stops
        self.component = component
        self.locator = StopLocator(stops: stops, root: tree.root)
    }

    /// A context whose stops come from the audit's reading order (the simulated VoiceOver).
    public init(tree: AccessibilityTree, settings: AccessibilitySettings? = nil, component: ComponentContext? = nil) {
        let resolved = settings ?? tree.settings
        self.init(tree: tree, settings: resolved, order: ReadingOrder(tree: tree),
                  locale: (resolved ?? AccessibilitySettings()).locale, component: component)
    }

    /// A context whose stops are those of `order`, which this uses up. What
    /// each stop says is composed as the context's walk of the tree reads
    /// the stop (``StopLocator/speaking(_:contexts:locale:root:)``).
    init(tree: AccessibilityTree, settings: AccessibilitySettings?, order: consuming ReadingOrder, locale: String,
         component: ComponentContext? = nil) {
        var (stops, contexts) = StopOrder.unspoken(order)
        let locator = StopLocator.speaking(&stops, contexts: contexts, locale: locale, root: tree.root)
        self.tree = tree
        self.settings = settings
        self.stops = stops
        self.component = component
        self.locator = locator
    }

    /// The pre-order position of the container stop `index` is read within
    /// (see ``StopLocator/container(ofStop:)``), or `nil` when its path is not in the tree.
    func container(ofStop index: Int) -> Int? {
        locator.container(ofStop: index)
    }

    /// Every node of the tree in pre-order (the root is 0).
    var nodes: NodeTable { locator.nodes }

    /// The path of the node at a pre-order position of ``nodes``.
    func path(atNode ordinal: Int) -> NodePath {
        locator.nodes.path(at: ordinal)
    }

    /// Where an outcome at the stop at `index` is reported.
    func target(ofStop index: Int) -> CheckTarget {
        CheckTarget(path: stops[index].path, label: stops[index].node.label, spoken: stops[index].spoken)
    }

    /// The focus stop that contains `path` (itself or the deepest stop above it), if any.
    func owningStop(of path: NodePath) -> AuditedStop? {
        locator.owner(of: path, in: stops).map { stops[$0] }
    }
}
