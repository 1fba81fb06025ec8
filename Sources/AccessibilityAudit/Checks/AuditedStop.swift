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
