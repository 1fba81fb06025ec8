import AccessibilityModel
import ScreenReader

/// One VoiceOver focus stop as the checks see it: where it is, the node, and
/// what VoiceOver says on reaching it.
public struct AuditedStop: Hashable, Sendable {
    /// The node's position in the tree.
    public var path: NodePath
    /// The focus stop itself (its subtree is what it merged).
    public var node: AccessibilityNode
    /// The description VoiceOver composes (`Stars: 3. Adjustable.`).
    public var spoken: String

    public init(path: NodePath, node: AccessibilityNode, spoken: String) {
        self.path = path
        self.node = node
        self.spoken = spoken
    }
}

extension [AuditedStop] {
    /// Starts bringing the node of the stop at `index` into the cache
    /// (``Prefetch``), if there is such a stop: a pass over many stops asks
    /// this a few stops ahead, so that on a tree larger than the cache the
    /// node is on its way before the pass needs it.
    func prefetchNode(ofStop index: Int) {
        guard indices.contains(index) else { return }
        withUnsafeBufferPointer { stops in
            Prefetch.node(storedAt: UnsafeRawPointer(stops.baseAddress! + index) + nodeOffset)
        }
    }
}

/// Where a stop keeps its node.
private let nodeOffset = MemoryLayout<AuditedStop>.offset(of: \AuditedStop.node) ?? 0
