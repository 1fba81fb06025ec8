import AccessibilityModel

/// Helpers for rules about what a sighted person sees: they look at every
/// drawn node (hidden ones too) and report once per focus stop that owns it.
enum VisualGroups {
    /// Nodes matching `predicate`, grouped by the focus stop that contains them
    /// (or by the node itself when no stop contains it), in tree order.
    /// Hidden nodes outside any stop are skipped when `skipDecorative` is set.
    static func group(_ context: RuleContext, skipDecorative: Bool = false,
                      where predicate: (AccessibilityNode) -> Bool) -> [(target: CheckTarget, nodes: [(NodePath, AccessibilityNode)])] {
        var order: [CheckTarget] = []
        var members: [CheckTarget: [(NodePath, AccessibilityNode)]] = [:]
        // The owning stop is the deepest stop at or above a node: carried down the walk, so the
        // grouping costs one visit per node (`RuleContext.owningStop(of:)` per node would be quadratic).
        var stopIndexes: [NodePath: Int] = [:]
        for (index, stop) in context.stops.enumerated() where stopIndexes[stop.path] == nil { stopIndexes[stop.path] = index }
        // Pre-order, iteratively (trees can be deep), holding children arrays rather than copies of
        // nodes: a node is copied only when the predicate keeps it.
        struct Level {
            let children: [AccessibilityNode]
            var next: Int
            let path: NodePath
            let hidden: Bool
            let owner: Int?
        }
        func visit(_ node: AccessibilityNode, _ path: NodePath, _ hiddenAbove: Bool, _ ownerAbove: Int?) -> Level {
            let hidden = hiddenAbove || node.isHidden
            let ownerIndex = stopIndexes.isEmpty ? nil : (stopIndexes[path] ?? ownerAbove)
            if predicate(node) {
                let owner = ownerIndex.map { context.stops[$0] }
                if !(skipDecorative && hidden && owner == nil) {
                    let target = owner.map { CheckTarget(path: $0.path, label: $0.node.label, spoken: $0.spoken) }
                        ?? CheckTarget(path: path, label: node.label, spoken: nil)
                    if members[target] == nil { order.append(target) }
                    members[target, default: []].append((path, node))
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
        return order.map { ($0, members[$0] ?? []) }
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
