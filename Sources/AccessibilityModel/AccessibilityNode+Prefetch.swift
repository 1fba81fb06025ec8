import CacheHints

/// Starts bringing nodes into the cache ahead of a walk that will read them.
///
/// On a tree larger than the cache, each node a walk reaches is a read from
/// memory, and the walk waits for it. A walk that asks for the nodes it will
/// visit next, while it works on the current one, waits far less. The ask is
/// a hint (a prefetch): it changes nothing computed, and a wrong address
/// costs nothing. It reads the node's reference where it is stored, as an
/// address, because going through the node would count a reference, and the
/// count waits for the very memory being asked for.
///
/// This file and the node's storage are the only places that handle nodes
/// by address: walks elsewhere call the plain accessors below
/// (``AccessibilityNode/childrenToVisit``, ``NodeField``, ``RootedNodes``).
@usableFromInline package enum Prefetch {
    /// The first two cache lines of a node's box (children, traits, flags,
    /// sort priority, container, frame and label: what a walk over every node
    /// reads), or `lines` of them (eight cover a box: fonts, colours, text).
    /// - Parameters:
    ///   - slot: where a node (or an unowned reference to one) is stored.
    ///   - lines: how many of the box's 64-byte lines to ask for.
    @usableFromInline package static func node(storedAt slot: UnsafeRawPointer, lines: Int = 2) {
        cache_hints_prefetch_referent(slot, Int32(lines))
    }

    /// ``node(storedAt:lines:)`` of every node of `nodes`.
    /// - Parameter nodes: the nodes a walk visits next.
    package static func nodes(_ nodes: [AccessibilityNode]) {
        nodes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices { node(storedAt: base + index) }
        }
    }
}

extension AccessibilityNode {
    /// The children, each already on its way into the cache: for a walk that
    /// visits them next.
    package var childrenToVisit: [AccessibilityNode] {
        let children = children
        Prefetch.nodes(children)
        return children
    }
}

/// Where the elements of an array keep a node (a stop's node): lets a pass
/// over the array have the node of an element ahead brought into the cache
/// (`prefetchNode(of:in:lines:)` of an array).
@usableFromInline package struct NodeField<Element>: Sendable {
    /// The field's offset in an element.
    @usableFromInline let offset: Int

    /// The field at `keyPath`, a stored property of the element.
    /// - Parameter keyPath: the stored property that holds the node.
    package init(_ keyPath: KeyPath<Element, AccessibilityNode>) {
        offset = MemoryLayout<Element>.offset(of: keyPath) ?? 0
    }

    /// The field at `keyPath`, a stored property that may hold a node (an
    /// optional reference is the same word; none is skipped).
    /// - Parameter keyPath: the stored property that holds the node.
    package init(_ keyPath: KeyPath<Element, AccessibilityNode?>) {
        offset = MemoryLayout<Element>.offset(of: keyPath) ?? 0
    }
}

extension Array {
    /// Starts bringing the node that the element at `index` keeps in `field`
    /// into the cache (``Prefetch``); nothing when there is no such element.
    /// - Parameters:
    ///   - index: the element, typically a few places ahead of the pass.
    ///   - field: where the element keeps its node.
    ///   - lines: how many of the node's 64-byte lines to ask for.
    @inlinable package func prefetchNode(of index: Int, in field: NodeField<Element>, lines: Int = 2) {
        guard indices.contains(index) else { return }
        withUnsafeBufferPointer { elements in
            Prefetch.node(storedAt: UnsafeRawPointer(elements.baseAddress! + index) + field.offset, lines: lines)
        }
    }

    /// Calls `body` with the index of each element that `isIncluded` accepts,
    /// in order, while the nodes (in `field`) of the next `ahead` accepted
    /// elements are on their way into the cache. `isIncluded` is asked twice
    /// of each element.
    /// - Parameters:
    ///   - isIncluded: whether the element at an index is visited.
    ///   - field: where an element keeps its node.
    ///   - ahead: how many accepted elements ahead are brought in.
    ///   - body: called with each accepted index.
    @inlinable package func forEachIndex(
        where isIncluded: (Int) -> Bool, bringingNodesIn field: NodeField<Element>, ahead: Int, _ body: (Int) -> Void
    ) {
        var next = 0
        var leads = 0
        for index in indices where isIncluded(index) {
            if leads > 0 { leads -= 1 }
            if next <= index { next = index + 1 }
            while leads < ahead, next < count {
                if isIncluded(next) {
                    prefetchNode(of: next, in: field)
                    leads += 1
                }
                next += 1
            }
            body(index)
        }
    }

    /// Calls `body` with the array, each position of `order` and the index
    /// of the element there, in order, while the nodes (in `field`) of the
    /// elements `ahead` positions on are on their way into the cache. `body`
    /// may change the array (move a node out of the element it is given).
    /// - Parameters:
    ///   - order: indexes of this array, in the order to visit them.
    ///   - field: where an element keeps its node.
    ///   - ahead: how many positions ahead are brought in.
    ///   - body: called with the array, each position and the index at it.
    @inlinable package mutating func forEachIndex(
        in order: [Int], bringingNodesIn field: NodeField<Element>, ahead: Int,
        _ body: (_ elements: inout Self, _ position: Int, _ index: Int) -> Void
    ) {
        for position in 0..<Swift.min(ahead, order.count) { prefetchNode(of: order[position], in: field) }
        for (position, index) in order.enumerated() {
            if position + ahead < order.count { prefetchNode(of: order[position + ahead], in: field) }
            body(&self, position, index)
        }
    }
}

/// The nodes of one tree, held without counting a reference each: the
/// first node added (the root) keeps every later one alive, which must be
/// in its tree. A table of a large tree's nodes would otherwise count a
/// reference in every node's box, a read from memory each.
package struct RootedNodes: Sendable {
    /// The root, which keeps every node of ``nodes`` alive.
    private var root: AccessibilityNode?
    private var nodes: [AccessibilityNode.Unowned] = []

    package init() {}

    /// How many nodes were added.
    package var count: Int { nodes.count }

    /// The node added at `index`.
    package subscript(index: Int) -> AccessibilityNode {
        nodes[index].node
    }

    /// Adds a node: the first is the root, every later one a node of its tree.
    /// - Parameter node: the node.
    package mutating func append(_ node: AccessibilityNode) {
        if root == nil { root = node }
        nodes.append(AccessibilityNode.Unowned(node))
    }

    /// Room for `count` nodes.
    /// - Parameter count: how many nodes will be added.
    package mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    /// Starts bringing the node at `index` into the cache (``Prefetch``), if there is one.
    /// - Parameters:
    ///   - index: the node, typically a few places ahead of the pass.
    ///   - lines: how many of its 64-byte lines to ask for.
    package func prefetch(at index: Int, lines: Int) {
        guard nodes.indices.contains(index) else { return }
        nodes.withUnsafeBufferPointer { nodes in
            Prefetch.node(storedAt: nodes.baseAddress! + index, lines: lines)
        }
    }
}
