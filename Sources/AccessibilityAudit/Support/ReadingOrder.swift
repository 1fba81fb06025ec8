import AccessibilityModel

/// The audit's seam onto the simulated VoiceOver: the focus stops of a tree
/// in linear (swipe) order, each with its spoken description.
///
/// This fallback follows reference decision 6 (siblings by `sortPriority`,
/// then by frame origin in rows of 8 pt, leading to trailing; a container is
/// placed as a unit) and composes `Label: Value. Trait.`; it is replaced by
/// the ScreenReader module's order and speech when that is linked.
enum ReadingOrder {
    static let rowTolerance = 8.0

    static func stops(in tree: AccessibilityTree, settings: AccessibilitySettings) -> [AuditedStop] {
        var result: [AuditedStop] = []
        collect(tree.root, path: .root, direction: tree.layoutDirection, into: &result)
        return result
    }

    private static func collect(_ node: AccessibilityNode, path: NodePath, direction: LayoutDirection, into result: inout [AuditedStop]) {
        if node.isHidden { return }
        if node.isElement {
            result.append(AuditedStop(path: path, node: node, spoken: describe(node)))
            return
        }
        let ordered = node.children.indices.sorted { a, b in
            precedes(node.children[a], a, node.children[b], b, direction: direction)
        }
        for index in ordered {
            collect(node.children[index], path: path.appending(index), direction: direction, into: &result)
        }
    }

    /// Whether sibling `a` comes before sibling `b`.
    static func precedes(_ a: AccessibilityNode, _ ia: Int, _ b: AccessibilityNode, _ ib: Int, direction: LayoutDirection) -> Bool {
        if a.sortPriority != b.sortPriority { return a.sortPriority > b.sortPriority }
        if let fa = placement(a), let fb = placement(b) {
            if abs(fa.minY - fb.minY) > rowTolerance { return fa.minY < fb.minY }
            if direction == .rightToLeft {
                if abs(fa.maxX - fb.maxX) > 0.001 { return fa.maxX > fb.maxX }
            } else if abs(fa.minX - fb.minX) > 0.001 {
                return fa.minX < fb.minX
            }
        }
        return ia < ib
    }

    /// The frame a node is placed by: its own, or its first framed descendant's.
    static func placement(_ node: AccessibilityNode) -> CGRectLike? {
        var found: CGRectLike?
        node.walk { candidate, _ in
            if let frame = candidate.frame {
                found = CGRectLike(frame)
                return .stop
            }
            return .visitChildren
        }
        return found
    }

    /// `Label: Value. Trait words.`, as reference §2.2 composes it.
    static func describe(_ node: AccessibilityNode) -> String {
        var head = node.label ?? ""
        if let value = node.value, !value.isEmpty {
            head = head.isEmpty ? value : head + ": " + value
        }
        var parts: [String] = []
        if !head.isEmpty { parts.append(head) }
        let traits = node.traits
        if traits.contains(.selected) { parts.append("Selected") }
        if traits.contains(.toggle) { parts.append("Switch Button") }
        else if traits.contains(.button) { parts.append("Button") }
        if traits.contains(.header) { parts.append("Heading") }
        if traits.contains(.link) { parts.append("Link") }
        if traits.contains(.adjustable) { parts.append("Adjustable") }
        if traits.contains(.image) { parts.append("Image") }
        if traits.contains(.notEnabled) { parts.append("Dimmed") }
        return parts.map { $0.hasSuffix(".") ? $0 : $0 + "." }.joined(separator: " ")
    }
}
