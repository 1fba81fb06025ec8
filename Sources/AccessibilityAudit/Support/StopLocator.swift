import AccessibilityModel

/// Where a tree's focus stops sit, for rules that walk the tree and need to
/// know which nodes are stops and which stop owns a node.
///
/// Built once per ``RuleContext`` without hashing paths: the stops are sorted
/// into document order and merged with one pre-order walk of the tree, which
/// gives every node (by its pre-order position, hidden nodes included) the
/// first stop at its path. Dictionaries keyed by paths cost a cache miss per
/// probed key on large trees and made the audit grow faster than the tree.
struct StopLocator: Sendable {
    /// Indexes into the stops, sorted by path, the first stop of each path only.
    private let byPath: [Int]
    /// For each node in pre-order, the index of the first stop at its path, or -1;
    /// shorter than the tree when the last nodes hold no stop.
    private let marks: [Int]

    /// An empty locator (no stops).
    init() {
        byPath = []
        marks = []
    }

    init(stops: [AuditedStop], root: AccessibilityNode) {
        var sorted = Array(stops.indices)
        sorted.sort { a, b in
            let order = Self.compare(stops[a].path.indexes, stops[b].path.indexes)
            return order != 0 ? order < 0 : a < b
        }
        var unique: [Int] = []
        unique.reserveCapacity(sorted.count)
        for index in sorted where unique.last.map({ stops[$0].path != stops[index].path }) ?? true {
            unique.append(index)
        }
        byPath = unique
        var marks: [Int] = []
        if !unique.isEmpty {
            var cursor = 0
            root.walk { _, path in
                var order = 1
                while cursor < unique.count {
                    order = Self.compare(stops[unique[cursor]].path.indexes, path.indexes)
                    if order >= 0 { break }
                    cursor += 1
                }
                if cursor == unique.count { return .stop }
                if order == 0 {
                    marks.append(unique[cursor])
                    cursor += 1
                } else {
                    marks.append(-1)
                }
                return .visitChildren
            }
        }
        self.marks = marks
    }

    /// The index of the first stop at the node visited `ordinal`-th in a
    /// pre-order walk of the tree (the root is 0), or `nil`.
    func stop(atNode ordinal: Int) -> Int? {
        guard ordinal >= 0, ordinal < marks.count, marks[ordinal] >= 0 else { return nil }
        return marks[ordinal]
    }

    /// The index of the first stop at the deepest path at or above `path` that holds one.
    func owner(of path: NodePath, in stops: [AuditedStop]) -> Int? {
        guard !byPath.isEmpty else { return nil }
        var prefix = path.indexes[...]
        while true {
            if let index = exact(prefix, in: stops) { return index }
            if prefix.isEmpty { return nil }
            prefix.removeLast()
        }
    }

    /// Binary search for the stop at exactly `indexes`.
    private func exact(_ indexes: ArraySlice<Int>, in stops: [AuditedStop]) -> Int? {
        var low = 0, high = byPath.count
        while low < high {
            let middle = (low + high) / 2
            let order = Self.compare(stops[byPath[middle]].path.indexes, indexes)
            if order == 0 { return byPath[middle] }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Document order of two paths: negative, zero or positive.
    static func compare<A: RandomAccessCollection<Int>, B: RandomAccessCollection<Int>>(_ lhs: A, _ rhs: B) -> Int {
        var left = lhs.startIndex, right = rhs.startIndex
        while left != lhs.endIndex, right != rhs.endIndex {
            let a = lhs[left], b = rhs[right]
            if a != b { return a < b ? -1 : 1 }
            left = lhs.index(after: left)
            right = rhs.index(after: right)
        }
        if left != lhs.endIndex { return 1 }
        return right != rhs.endIndex ? -1 : 0
    }
}
