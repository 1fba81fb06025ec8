import AccessibilityModel
import Foundation

/// The linear order VoiceOver visits a tree in (reference §3.1, §3.3,
/// decision 6), with the container context of every stop.
///
/// From the root, hidden subtrees are skipped; elements stop the walk;
/// containers (a node with the `tabBar` trait, or `node.container`) become
/// groups that are sorted inside and placed as one unit by their first stop;
/// plain nodes are transparent. Each group's units are sorted by sort priority
/// (higher first), then by frame origin: rows top to bottom (origins closer
/// than the row tolerance share a row), and within a row leading to trailing.
/// The sort is stable, so units without frames keep document order. A node
/// with the `modal` trait hides its siblings and their subtrees (decision 19,
/// UIKit's `accessibilityViewIsModal`): among the visible children of a node,
/// when any is modal, only the last modal one is walked; nodes outside the
/// modal's parent stay reachable.
///
/// The walk is iterative (deep trees cannot exhaust the stack) and the cost is
/// one visit per node plus an `n log n` sort per group.
///
/// ```swift
/// let order = ReadingOrder(tree: tree)
/// order.stops.map(\.node.label)  // ["Checkout", "Stars", "Pay"]
/// ```
public struct ReadingOrder: Sendable {
    /// Row tolerance on iPhone (points).
    public static let iPhoneRowTolerance: Double = 8
    /// Row tolerance on iPad (points).
    public static let iPadRowTolerance: Double = 13

    /// The focus stops, in order.
    public private(set) var stops: [FocusStop]
    /// Every container that holds at least one stop, in order of its first stop
    /// (an outer container before the containers inside it).
    public private(set) var containers: [ContainerSpan]
    /// The row tolerance the order was built with.
    public private(set) var rowTolerance: Double

    /// The order of a rendered tree.
    /// - Parameters:
    ///   - tree: the tree; its layout direction decides leading and trailing.
    ///   - rowTolerance: how far apart (points) two origins' y may be and still share a row.
    public init(tree: AccessibilityTree, rowTolerance: Double = ReadingOrder.iPhoneRowTolerance) {
        self.init(root: tree.root, layoutDirection: tree.layoutDirection, rowTolerance: rowTolerance)
    }

    /// The order of the tree below `root`.
    public init(
        root: AccessibilityNode, layoutDirection: LayoutDirection = .leftToRight,
        rowTolerance: Double = ReadingOrder.iPhoneRowTolerance
    ) {
        self.rowTolerance = rowTolerance
        var builder = Builder(rightToLeft: layoutDirection == .rightToLeft, tolerance: rowTolerance)
        builder.collect(from: root, at: .root)
        builder.sortGroups()
        (stops, containers) = builder.flatten()
    }

    /// The focus stops, moved out of the order, which is used up: for a caller
    /// that turns each stop into something else and would otherwise copy it.
    public consuming func takeStops() -> [FocusStop] {
        stops
    }

    /// The index of the first stop whose element has this identity.
    public func firstIndex(of id: ElementID) -> Int? {
        stops.firstIndex { $0.node.id == id }
    }
}

/// The working state of one ``ReadingOrder`` computation.
private struct Builder {
    enum Unit {
        case stop(Int)
        case group(Int)
    }

    struct Group {
        var kind: ContainerKind?
        var path: NodePath
        var label: String?
        var priority: Double
        var units: [Unit] = []
        var key: CGPoint?
    }

    struct RawStop {
        /// Moved out by ``flatten()``.
        var node: AccessibilityNode?
        var path: NodePath
        /// The node's frame origin and sort priority, the sort keys.
        var origin: CGPoint?
        var priority: Double
    }

    /// Where a raw stop keeps its node.
    static let nodeField = NodeField(\RawStop.node)

    let rightToLeft: Bool
    let tolerance: Double
    var groups: [Group] = []
    var rawStops: [RawStop] = []

    init(rightToLeft: Bool, tolerance: Double) {
        self.rightToLeft = rightToLeft
        self.tolerance = tolerance.isFinite ? max(0, tolerance) : ReadingOrder.iPhoneRowTolerance
    }

    /// A node's container kind. The `tabBar` trait makes a tab bar whatever
    /// the node's container kind (decision 20): SwiftUI builds one as a
    /// `.contain` container (a semantic group) with the `isTabBar` trait.
    static func containerKind(of node: AccessibilityNode) -> ContainerKind? {
        if node.traits.contains(.tabBar) { return .tabBar }
        return node.container
    }

    /// Walks the tree into groups and stops. Among a node's visible children,
    /// when any has the `modal` trait, only the last such child is walked: a
    /// modal view hides its siblings, not what lies outside its parent.
    mutating func collect(from root: AccessibilityNode, at rootPath: NodePath) {
        groups = [Group(kind: nil, path: rootPath, label: nil, priority: 0)]
        rawStops = []
        var stack: [(node: AccessibilityNode, path: NodePath, group: Int)] = [(root, rootPath, 0)]
        while let (node, path, group) = stack.popLast() {
            if node.isHidden { continue }
            if node.isElement {
                groups[group].units.append(.stop(rawStops.count))
                rawStops.append(RawStop(node: node, path: path, origin: node.frame.map { $0.origin }, priority: node.sortPriority))
                continue
            }
            var childGroup = group
            if let kind = Self.containerKind(of: node) {
                childGroup = groups.count
                groups.append(Group(kind: kind, path: path, label: node.label, priority: node.sortPriority))
                groups[group].units.append(.group(childGroup))
            }
            let children = node.childrenToVisit
            if let modal = children.lastIndex(where: { !$0.isHidden && $0.traits.contains(.modal) }) {
                stack.append((children[modal], path.appending(modal), childGroup))
                continue
            }
            for index in children.indices.reversed() {
                stack.append((children[index], path.appending(index), childGroup))
            }
        }
    }

    /// Sorts every group, innermost first (groups are created after their parent).
    mutating func sortGroups() {
        for index in groups.indices.reversed() {
            let units = groups[index].units
            if units.isEmpty { continue }
            let keys = units.map(key)
            let priorities = units.map(priority)
            let order = stableSort(count: units.count) { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                return comesBefore(keys[a], keys[b])
            }
            groups[index].units = order.map { units[$0] }
            groups[index].key = keys[order[0]]
        }
    }

    func key(_ unit: Unit) -> CGPoint? {
        switch unit {
        case .stop(let index): rawStops[index].origin
        case .group(let index): groups[index].key
        }
    }

    func priority(_ unit: Unit) -> Double {
        let value: Double
        switch unit {
        case .stop(let index): value = rawStops[index].priority
        case .group(let index): value = groups[index].priority
        }
        return value.isNaN ? 0 : value
    }

    /// The geometric comparator of §3.1 (strict: equal keys are not "before").
    func comesBefore(_ lhs: CGPoint?, _ rhs: CGPoint?) -> Bool {
        guard let lhs, let rhs else { return false }
        let dy = Double(lhs.y) - Double(rhs.y)
        if abs(dy) >= tolerance { return dy < 0 }
        return rightToLeft ? lhs.x > rhs.x : lhs.x < rhs.x
    }

    /// Flattens the groups into the linear order and assigns container context.
    /// Each raw stop's node is moved into its focus stop.
    mutating func flatten() -> ([FocusStop], [ContainerSpan]) {
        var order: [Int] = []
        order.reserveCapacity(rawStops.count)
        var starts = [Int](filled: 0, count: groups.count)
        var spans: [(group: Int, start: Int, end: Int)] = []
        var stack: [(group: Int, next: Int)] = [(0, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let (group, next) = stack[top]
            let units = groups[group].units
            guard next < units.count else {
                stack.removeLast()
                if group != 0 { spans.append((group, starts[group], order.count)) }
                continue
            }
            stack[top].next += 1
            switch units[next] {
            case .stop(let index): order.append(index)
            case .group(let child):
                starts[child] = order.count
                stack.append((child, 0))
            }
        }

        let containers =
            spans
            .filter { $0.end > $0.start }
            .sorted { ($0.start, -$0.end, $0.group) < ($1.start, -$1.end, $1.group) }
            .compactMap { span -> ContainerSpan? in
                guard let kind = groups[span.group].kind else { return nil }
                return ContainerSpan(
                    kind: kind, path: groups[span.group].path, label: groups[span.group].label,
                    stops: span.start..<span.end)
            }

        // Position context, outer containers first so that the nearest one wins.
        var contexts = [SpeechContext](filled: .none, count: order.count)
        // Labels of the semantic groups each stop opens, outermost first (decision 21).
        var groupLabels: [Int: String] = [:]
        for span in containers {
            let range = span.stops
            switch span.kind {
            case .semanticGroup:
                guard let label = span.label, !label.isEmpty else { break }
                groupLabels[range.lowerBound] = groupLabels[range.lowerBound].map { Speech.joined($0, label) } ?? label
            case .series, .tabBar:
                let isTab = span.kind == .tabBar
                for index in range {
                    let position = index - range.lowerBound + 1
                    contexts[index] =
                        isTab
                        ? .tab(index: position, count: range.count)
                        : .series(index: position, count: range.count)
                }
            case .list:
                contexts[range.lowerBound] = .listStart
                if range.count > 1 { contexts[range.upperBound - 1] = .listEnd }
            case .landmark:
                contexts[range.lowerBound] = .landmarkStart
                if range.count > 1 { contexts[range.upperBound - 1] = .landmarkEnd }
            default:
                break
            }
        }
        var stops: [FocusStop] = []
        stops.reserveCapacity(order.count)
        rawStops.forEachIndex(in: order, bringingNodesIn: Self.nodeField, ahead: 8) { rawStops, position, index in
            guard let node = rawStops[index].node.take() else { return }
            stops.append(
                FocusStop(
                    node: node, path: rawStops[index].path, context: contexts[position],
                    groupLabel: groupLabels.isEmpty ? nil : groupLabels[position]))
        }
        return (stops, containers)
    }
}

/// The permutation that sorts `count` items stably by `before` (a bottom-up
/// merge sort: `n log n`, deterministic even when `before` is not transitive,
/// as the row comparator of §3.1 is not).
func stableSort(count: Int, by before: (Int, Int) -> Bool) -> [Int] {
    var current = Array(0..<count)
    if count < 2 { return current }
    var buffer = current
    var width = 1
    while width < count {
        var start = 0
        while start < count {
            let middle = min(start + width, count)
            let end = min(start + 2 * width, count)
            var left = start, right = middle, out = start
            while left < middle, right < end {
                if before(current[right], current[left]) {
                    buffer[out] = current[right]; right += 1
                } else {
                    buffer[out] = current[left]; left += 1
                }
                out += 1
            }
            while left < middle { buffer[out] = current[left]; left += 1; out += 1 }
            while right < end { buffer[out] = current[right]; right += 1; out += 1 }
            start = end
        }
        swap(&current, &buffer)
        width *= 2
    }
    return current
}
