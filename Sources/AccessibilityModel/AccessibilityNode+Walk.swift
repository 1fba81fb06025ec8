/// What a walk does after visiting a node.
public enum WalkDecision: Sendable {
    /// Go on into the node's children.
    case visitChildren
    /// Go on with the next sibling, skipping the children.
    case skipChildren
    /// End the walk.
    case stop
}

/// Visits the nodes of a tree in pre-order (a node, then its children in order).
///
/// Conform and pass to `AccessibilityNode/walk(_:)`; the walk keeps its own
/// stack, so depth is bounded by memory, not by the call stack.
public protocol AccessibilityVisitor {
    mutating func visit(_ node: AccessibilityNode, at path: NodePath) -> WalkDecision
}

extension AccessibilityNode {
    /// Walks this node and its descendants in pre-order with a visitor.
    public func walk<Visitor: AccessibilityVisitor>(_ visitor: inout Visitor) {
        walk { node, path in visitor.visit(node, at: path) }
    }

    /// Walks this node and its descendants in pre-order, iteratively.
    /// - Parameter body: called for each node with its path; its answer steers the walk.
    public func walk(_ body: (AccessibilityNode, NodePath) throws -> WalkDecision) rethrows {
        // Each frame: the node's children and the index of the next one to visit.
        switch try body(self, .root) {
        case .stop: return
        case .skipChildren: return
        case .visitChildren: break
        }
        var stack: [(children: [AccessibilityNode], next: Int, path: NodePath)] = [(children, 0, .root)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].next
            guard index < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let child = stack[top].children[index]
            let path = stack[top].path.appending(index)
            switch try body(child, path) {
            case .stop: return
            case .skipChildren: continue
            case .visitChildren:
                if !child.children.isEmpty { stack.append((child.children, 0, path)) }
            }
        }
    }

    /// Every node with its path, in pre-order.
    public var allNodes: [(path: NodePath, node: AccessibilityNode)] {
        var result: [(NodePath, AccessibilityNode)] = []
        walk { node, path in
            result.append((path, node)); return .visitChildren
        }
        return result
    }
}
