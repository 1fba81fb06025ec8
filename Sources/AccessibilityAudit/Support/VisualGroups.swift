import AccessibilityModel

/// Helpers for rules about what a sighted person sees: they look at every
/// drawn node (hidden ones too) and report once per focus stop that owns it.
enum VisualGroups {
    /// One group: the nodes matching a rule's predicate that one focus stop
    /// owns (or one node outside any stop), in tree order.
    struct Group {
        /// Where the rule reports about the group: the owning stop, or the node itself.
        var target: CheckTarget
        /// The index of the stop that owns the nodes, `nil` for a node outside any stop.
        var owner: Int?
        var nodes: [(NodePath, AccessibilityNode)]
    }

    /// One node of the walk of ``map(_:skipDecorative:where:_:)`` whose children are being visited.
    private struct Level {
        let children: [AccessibilityNode]
        var next: Int
        let path: NodePath
        let hidden: Bool
        let owner: Int?
        /// The stop at this node, if it is one.
        let stop: Int?
    }

    /// Groups the nodes matching `predicate` by the focus stop that contains
    /// them (or by the node itself when no stop contains it) and transforms
    /// each group; the results are in the order the groups first appear in
    /// the tree. Hidden nodes outside any stop are skipped when `skipDecorative` is set.
    ///
    /// A group is transformed as soon as the walk leaves the subtree of its
    /// stop, while its nodes are still in cache, and then dropped: a list of
    /// every group of a large tree cost more to build and free than to check.
    static func map<Result>(_ context: RuleContext, skipDecorative: Bool = false, where predicate: (AccessibilityNode) -> Bool,
                            _ transform: (Group) -> Result) -> [Result] {
        var results: [Result?] = []
        // The groups of the stops whose subtrees the walk is inside, by stop index, with their result slots.
        var open: [Int: (slot: Int, group: Group)] = [:]
        // The owning stop is the deepest stop at or above a node: carried down the walk; whether a
        // node is a stop comes from the context's locator by its pre-order position (no path hashing).
        let locator = context.locator
        var ordinal = 0
        // Pre-order, iteratively (trees can be deep), holding children arrays.
        func visit(_ node: AccessibilityNode, _ path: NodePath, _ hiddenAbove: Bool, _ ownerAbove: Int?) -> Level {
            let hidden = hiddenAbove || node.isHidden
            let stop = locator.stop(atNode: ordinal)
            ordinal += 1
            let ownerIndex = stop ?? ownerAbove
            if predicate(node), !(skipDecorative && hidden && ownerIndex == nil) {
                if let ownerIndex {
                    if open[ownerIndex] == nil {
                        let owner = context.stops[ownerIndex]
                        let target = CheckTarget(path: owner.path, label: owner.node.label, spoken: owner.spoken)
                        open[ownerIndex] = (results.count, Group(target: target, owner: ownerIndex, nodes: []))
                        results.append(nil)
                    }
                    open[ownerIndex]?.group.nodes.append((path, node))
                } else {
                    let target = CheckTarget(path: path, label: node.label, spoken: nil)
                    results.append(transform(Group(target: target, owner: nil, nodes: [(path, node)])))
                }
            }
            return Level(children: node.children, next: 0, path: path, hidden: hidden, owner: ownerIndex, stop: stop)
        }
        // Every node a stop owns lies in the stop's subtree: leaving it completes the group.
        func leave(_ level: Level) {
            guard let stop = level.stop, let entry = open.removeValue(forKey: stop) else { return }
            results[entry.slot] = transform(entry.group)
        }
        var stack: [Level] = []
        let root = visit(context.tree.root, .root, false, nil)
        if root.children.isEmpty { leave(root) } else { stack.append(root) }
        while let top = stack.indices.last {
            let children = stack[top].children
            let index = stack[top].next
            guard index < children.count else {
                leave(stack.removeLast())
                continue
            }
            stack[top].next += 1
            let level = visit(children[index], stack[top].path.appending(index), stack[top].hidden, stack[top].owner)
            if level.children.isEmpty { leave(level) } else { stack.append(level) }
        }
        return results.compactMap { $0 }
    }

    /// The colour behind a node: its own `background`, else the platform
    /// default for the colour scheme (reference decision 16), else `nil`.
    static func background(of node: AccessibilityNode, settings: AccessibilitySettings?) -> SRGBColor? {
        if let background = node.background { return background }
        guard let settings else { return nil }
        return settings.colorScheme == .dark ? .black : .white
    }

    /// How a node is named in a message: its visible text or label, quoted.
    static func name(_ node: AccessibilityNode) -> String {
        if let text = node.visibleText { return "\"\(text)\"" }
        if let label = node.trimmedLabel { return "\"\(label)\"" }
        return "unlabeled"
    }
}
