import AccessibilityModel

/// Helpers for rules about what a sighted person sees: they look at every
/// drawn node (hidden ones too) and report once per focus stop that owns it.
enum VisualGroups {
    /// Nodes matching `predicate`, grouped by the focus stop that contains them
    /// (or by the node itself when no stop contains it), in tree order.
    /// Hidden nodes outside any stop are skipped when `skipDecorative` is set.
    static func group(_ context: RuleContext, skipDecorative: Bool = false,
                      where predicate: (AccessibilityNode) -> Bool) -> [(target: CheckTarget, nodes: [(NodePath, AccessibilityNode)])] {
        owned(context, skipDecorative: skipDecorative, where: predicate).map { ($0.target, $0.nodes) }
    }

    /// One group of ``owned(_:skipDecorative:where:)``.
    struct Group {
        var target: CheckTarget
        /// The index of the stop that owns the nodes, `nil` for a node outside any stop.
        var owner: Int?
        var nodes: [(NodePath, AccessibilityNode)]
    }

    /// The groups of ``group(_:skipDecorative:where:)`` with the index of each group's owning stop.
    static func owned(_ context: RuleContext, skipDecorative: Bool = false,
                      where predicate: (AccessibilityNode) -> Bool) -> [Group] {
        var groups: [Group] = []
        // The group of each stop, by stop index (-1: none yet). A node outside any stop is its own group.
        var groupOfStop = [Int](repeating: -1, count: context.stops.count)
        // The owning stop is the deepest stop at or above a node: carried down the walk, so the
        // grouping costs one visit per node; whether a node is a stop comes from the context's
        // locator by the node's pre-order position (no path hashing).
        let locator = context.locator
        var ordinal = 0
        // Pre-order, iteratively (trees can be deep), holding children arrays.
        struct Level {
            let children: [AccessibilityNode]
            var next: Int
            let path: NodePath
            let hidden: Bool
            let owner: Int?
        }
        func visit(_ node: AccessibilityNode, _ path: NodePath, _ hiddenAbove: Bool, _ ownerAbove: Int?) -> Level {
            let hidden = hiddenAbove || node.isHidden
            let ownerIndex = locator.stop(atNode: ordinal) ?? ownerAbove
            ordinal += 1
            if predicate(node), !(skipDecorative && hidden && ownerIndex == nil) {
                if let ownerIndex {
                    if groupOfStop[ownerIndex] < 0 {
                        let stop = context.stops[ownerIndex]
                        groupOfStop[ownerIndex] = groups.count
                        groups.append(Group(target: CheckTarget(path: stop.path, label: stop.node.label, spoken: stop.spoken),
                                            owner: ownerIndex, nodes: []))
                    }
                    groups[groupOfStop[ownerIndex]].nodes.append((path, node))
                } else {
                    groups.append(Group(target: CheckTarget(path: path, label: node.label, spoken: nil), owner: nil, nodes: [(path, node)]))
                }
            }
            return Level(children: node.children, next: 0, path: path, hidden: hidden, owner: ownerIndex)
        }
        var stack = [visit(context.tree.root, .root, false, nil)]
        while let top = stack.indices.last {
            let children = stack[top].children
            let index = stack[top].next
            guard index < children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let level = visit(children[index], stack[top].path.appending(index), stack[top].hidden, stack[top].owner)
            if !level.children.isEmpty { stack.append(level) }
        }
        return groups
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
