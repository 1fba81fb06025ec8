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
    /// Whether the tree is one render of a live component audited across the
    /// matrix: whether its text follows Dynamic Type is then judged by the
    /// sizes it is drawn at in other cells (``DynamicTypeFollowsSetting``),
    /// not by how its font was declared.
    var judgesFontsAcrossCells = false
    /// The index of the stop the engine is showing the stop rules (``RuleEngine``).
    var position = 0
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
        self.init(
            tree: tree, settings: resolved, order: ReadingOrder(tree: tree),
            locale: (resolved ?? AccessibilitySettings()).locale, component: component)
    }

    /// A context whose stops are those of `order`, which this uses up. What
    /// each stop says is composed as the context's walk of the tree reads
    /// the stop (``StopLocator/speaking(_:contexts:locale:root:)``).
    init(
        tree: AccessibilityTree, settings: AccessibilitySettings?, order: consuming ReadingOrder, locale: String,
        component: ComponentContext? = nil
    ) {
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

    /// The focus stop that contains `path` (itself or the deepest stop above it), if any.
    func owningStop(of path: NodePath) -> AuditedStop? {
        locator.owner(of: path, in: stops).map { stops[$0] }
    }

    /// The index of `stop` among ``stops``: the stop being judged or the one
    /// before it (found at once), else the first stop at its path.
    func index(of stop: AuditedStop) -> Int? {
        if stops.indices.contains(position), stops[position].path == stop.path { return position }
        if stops.indices.contains(position - 1), stops[position - 1].path == stop.path { return position - 1 }
        return stops.firstIndex { $0.path == stop.path }
    }

    /// The stop VoiceOver reads just before `stop`, or `nil` for the first.
    ///
    /// Immediate for the stop a ``StopRule`` is judging; for any other stop it
    /// looks the stop up by its path.
    public func stop(before stop: AuditedStop) -> AuditedStop? {
        guard let index = index(of: stop), index > 0 else { return nil }
        return stops[index - 1]
    }

    /// Calls `body` with each focus stop in VoiceOver order.
    public func forEachStop(_ body: (AuditedStop) -> Void) {
        for index in stops.indices { body(stops[index]) }
    }

    /// Calls `body` with each focus stop a person operates (one with a role
    /// such as button or adjustable, or that handles an action), in VoiceOver order.
    public func forEachControl(_ body: (AuditedStop) -> Void) {
        let facts = facts
        for index in stops.indices where facts[index].isInteractive { body(stops[index]) }
    }

    /// Whether two stops are read within one container: by the tree's
    /// pre-order positions, or by descending their paths when one is not in the tree.
    func isReadInOneContainer(_ first: AuditedStop, _ second: AuditedStop) -> Bool {
        if let a = index(of: first).flatMap(container(ofStop:)), let b = index(of: second).flatMap(container(ofStop:)) { return a == b }
        return Self.container(of: first.path, in: tree) == Self.container(of: second.path, in: tree)
    }

    /// The path of the nearest container ancestor (or the root): one descent from the root.
    static func container(of path: NodePath, in tree: AccessibilityTree) -> NodePath {
        let indexes = path.indexes
        var deepest = 0
        var node = tree.root
        for length in indexes.indices.dropFirst() {
            let index = indexes[length - 1]
            guard node.children.indices.contains(index) else { break }
            node = node.children[index]
            if node.container != nil { deepest = length }
        }
        return deepest == 0 ? .root : NodePath(Array(indexes[..<deepest]))
    }
}
