import AccessibilityModel
import ScreenReader

/// Every node of a tree in pre-order (the root is 0), with its place in the
/// tree, whether it is hidden and which focus stop owns it: what rules that
/// look at every drawn node read, in arrays they loop over.
///
/// Filled by ``StopLocator`` in its walk of the tree.
struct NodeTable: Sendable {
    /// The nodes in pre-order.
    private var nodes = RootedNodes()
    /// The position after each node's subtree.
    private(set) var ends: [Int] = []
    /// Each node's parent, -1 for the root.
    private var parents: [Int] = []
    /// Each node's index among its parent's children.
    private var childIndexes: [Int] = []
    /// Whether the node or an ancestor is hidden.
    private(set) var hidden: [Bool] = []
    /// The stop at each node (the first stop at its path), or -1.
    private(set) var stops: [Int] = []
    /// The stop that owns each node: the deepest stop at or above it, or -1.
    private(set) var owners: [Int] = []
    /// Whether each node handles an action or has a role (``AccessibilityNode/isInteractive``).
    private(set) var offersActions: [Bool] = []
    /// The filters of the visual rules each node passes.
    private(set) var filters: [DrawnItems] = []
    /// The nodes that are the platform's (the system keyboard, a scroll indicator: ``ElementType/isPlatformOwned``,
    /// which only a capture has), not the app's, so the static audit reports nothing inside them.
    private(set) var platformParts: [Int] = []

    var count: Int { nodes.count }

    /// The node at a pre-order position.
    func node(at ordinal: Int) -> AccessibilityNode {
        nodes[ordinal]
    }

    /// Starts bringing the node at a pre-order position into the cache, if
    /// there is one: `lines` of its 64-byte lines.
    func prefetchNode(at ordinal: Int, lines: Int) {
        nodes.prefetch(at: ordinal, lines: lines)
    }

    /// Room for `count` nodes, so that filling the table does not copy its arrays as they grow.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
        ends.reserveCapacity(count)
        parents.reserveCapacity(count)
        childIndexes.reserveCapacity(count)
        hidden.reserveCapacity(count)
        stops.reserveCapacity(count)
        owners.reserveCapacity(count)
        offersActions.reserveCapacity(count)
        filters.reserveCapacity(count)
    }

    /// Adds the next node in pre-order; its subtree ends at the next node until ``end(_:)`` says otherwise.
    mutating func append(_ node: AccessibilityNode, parent: Int, childIndex: Int, stop: Int) {
        let above = parent >= 0
        nodes.append(node)
        ends.append(nodes.count)
        parents.append(parent)
        childIndexes.append(childIndex)
        hidden.append(node.isHidden || (above && hidden[parent]))
        stops.append(stop)
        owners.append(stop >= 0 ? stop : above ? owners[parent] : -1)
        filters.append(DrawnItems.of(node))
        offersActions.append(node.isInteractive)
        if node.elementType?.isPlatformOwned == true { platformParts.append(nodes.count - 1) }
    }

    /// Ends the subtree of the node at `ordinal` before the next node to be appended.
    mutating func end(_ ordinal: Int) {
        ends[ordinal] = nodes.count
    }

    /// The parent of the node at `ordinal`, `nil` for the root.
    func parent(of ordinal: Int) -> Int? {
        parents[ordinal] >= 0 ? parents[ordinal] : nil
    }

    /// The path of the node at `ordinal`.
    func path(at ordinal: Int) -> NodePath {
        var indexes: [Int] = []
        var current = ordinal
        while parents[current] >= 0 {
            indexes.append(childIndexes[current])
            current = parents[current]
        }
        return NodePath(indexes.reversed())
    }
}
