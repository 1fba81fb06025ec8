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
package enum Prefetch {
    /// The first two cache lines of a node's box (children, traits, flags,
    /// sort priority, container, frame and label: what a walk over every node
    /// reads), or `lines` of them (eight cover a box: fonts, colours, text).
    /// - Parameter slot: where a node (or an unowned reference to one) is stored.
    package static func node(storedAt slot: UnsafeRawPointer, lines: Int = 2) {
        cache_hints_prefetch_referent(slot, Int32(lines))
    }

    /// ``node(storedAt:lines:)`` of every node of `nodes`.
    package static func nodes(_ nodes: [AccessibilityNode]) {
        nodes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices { node(storedAt: base + index) }
        }
    }
}
