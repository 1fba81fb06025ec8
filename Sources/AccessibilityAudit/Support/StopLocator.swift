import AccessibilityModel
import ScreenReader

/// Where a tree's focus stops sit, and every node in pre-order, for rules
/// that look at every node and need to know which stop owns it.
///
/// Built once per ``RuleContext`` without hashing paths: the stops are sorted
/// into document order and merged with one pre-order walk of the tree, which
/// gives every node (by its pre-order position, hidden nodes included) the
/// first stop at its path. The same walk fills ``nodes``, so that the rules
/// about what is drawn loop over arrays instead of walking the tree again
/// with a path per node.
struct StopLocator: Sendable {
    /// Indexes into the stops, sorted by path, the first stop of each path only.
    private let byPath: [Int]
    /// For each stop, the pre-order position of its container (see
    /// ``container(ofStop:)``), or -1 when its path is not in the tree.
    private let containers: [Int]
    /// Every node of the tree in pre-order.
    let nodes: NodeTable
    /// The filtering facts of each stop, by stop index.
    let facts: [StopFacts]

    init(stops: [AuditedStop], root: AccessibilityNode) {
        self.init(stops: stops, root: root, reading: { _, _ in })
    }

    /// The locator of `stops`, and what each stop says (hints off): each
    /// stop's speech is composed as the walk reads the stop's node.
    /// - Parameters:
    ///   - contexts: each stop's container context (``FocusStop/context``).
    ///   - locale: the language of an element that names none.
    static func speaking(
        _ stops: inout [AuditedStop], contexts: [SpeechContext], locale: String,
        root: AccessibilityNode
    ) -> StopLocator {
        var spoken = [String](filled: "", count: stops.count)
        let locator = StopLocator(stops: stops, root: root) { index, node in
            spoken[index] = Speech(node: node, context: contexts[index], locale: locale, hintsEnabled: false).description
        }
        for index in stops.indices {
            // A stop not found in the tree (or one that says nothing) is spoken from its own node.
            if spoken[index].isEmpty {
                spoken[index] = Speech(node: stops[index].node, context: contexts[index], locale: locale, hintsEnabled: false).description
            }
            swap(&stops[index].spoken, &spoken[index])
        }
        return locator
    }

    /// The locator; `reading` is called with each stop found in the tree and
    /// its node, once.
    private init(stops: [AuditedStop], root: AccessibilityNode, reading: (Int, AccessibilityNode) -> Void) {
        let sorted = Self.documentOrder(stops)
        var unique: [Int] = []
        // Where each path's stops start in `sorted`.
        var starts: [Int] = []
        unique.reserveCapacity(sorted.count)
        for (position, index) in sorted.enumerated() where unique.last.map({ stops[$0].path != stops[index].path }) ?? true {
            unique.append(index)
            starts.append(position)
        }
        byPath = unique
        var containers = [Int](filled: -1, count: stops.count)
        var facts = [StopFacts?](filled: nil, count: stops.count)
        var table = NodeTable()
        // A tree has a few nodes per stop (containers, merged children): room for
        // that many avoids copying the table as it grows, and it still grows if needed.
        table.reserveCapacity(stops.count + stops.count / 2 + 16)
        // One pre-order walk, merged with the sorted stops.
        var cursor = 0
        var path = NodePath.root
        var depth = 0
        // The pre-order position of the deepest container at each depth of
        // the path, the root not counted (0 stands for the root).
        var containerAt: [Int] = [0]
        // The levels being visited: a node's position and its children.
        var stack: [(ordinal: Int, children: [AccessibilityNode], next: Int, path: NodePath)] = []
        var node = root
        var parent = -1
        var childIndex = 0
        while true {
            let ordinal = table.count
            if depth > 0 {
                let own = node.container != nil ? ordinal : containerAt[depth - 1]
                if containerAt.count > depth { containerAt[depth] = own } else { containerAt.append(own) }
            }
            var order = 1
            while cursor < unique.count {
                order = NodePath.order(stops[unique[cursor]].path, path)
                if order >= 0 { break }
                cursor += 1
            }
            var mark = -1
            if cursor < unique.count, order == 0 {
                mark = unique[cursor]
                // Every stop at this path (they sort together after the first).
                let container = depth == 0 ? 0 : containerAt[depth - 1]
                var position = starts[cursor]
                while position < sorted.endIndex, stops[sorted[position]].path == path {
                    containers[sorted[position]] = container
                    // A stop's node is the tree's node at its path.
                    facts[sorted[position]] = StopFacts(stops[sorted[position]].node)
                    reading(sorted[position], stops[sorted[position]].node)
                    position += 1
                }
                cursor += 1
            }
            let children = node.childrenToVisit
            table.append(node, parent: parent, childIndex: childIndex, stop: mark)
            if !children.isEmpty {
                stack.append((ordinal, children, 0, path))
            }
            // The next node in pre-order: the next child of the deepest level that has one.
            var next: AccessibilityNode?
            while let top = stack.indices.last {
                let index = stack[top].next
                guard index < stack[top].children.count else {
                    table.end(stack.removeLast().ordinal)
                    continue
                }
                stack[top].next += 1
                path = stack[top].path.appending(index)
                depth = top + 1
                parent = stack[top].ordinal
                childIndex = index
                next = stack[top].children[index]
                break
            }
            guard let next else { break }
            node = next
        }
        self.containers = containers
        self.facts = stops.indices.map { facts[$0] ?? StopFacts(stops[$0].node) }
        self.nodes = table
    }

    /// The indexes of `stops` sorted by path, equal paths in stop order.
    static func documentOrder(_ stops: [AuditedStop]) -> [Int] {
        NodePath.documentOrder(count: stops.count) { stops[$0].path }
    }

    /// The pre-order position of the container a stop is read within: its
    /// nearest ancestor below the root that is a container (``AccessibilityNode/container``),
    /// or 0 for the root; `nil` when the stop's path is not in the tree.
    func container(ofStop index: Int) -> Int? {
        guard containers.indices.contains(index), containers[index] >= 0 else { return nil }
        return containers[index]
    }

    /// The index of the first stop at the deepest path at or above `path` that holds one.
    func owner(of path: NodePath, in stops: [AuditedStop]) -> Int? {
        guard !byPath.isEmpty else { return nil }
        var prefix = path
        while true {
            if let index = exact(prefix, in: stops) { return index }
            guard let parent = prefix.parent else { return nil }
            prefix = parent
        }
    }

    /// Binary search for the stop at exactly `path`.
    private func exact(_ path: NodePath, in stops: [AuditedStop]) -> Int? {
        var low = 0, high = byPath.count
        while low < high {
            let middle = (low + high) / 2
            let order = NodePath.order(stops[byPath[middle]].path, path)
            if order == 0 { return byPath[middle] }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}
