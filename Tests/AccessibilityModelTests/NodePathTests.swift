import AccessibilityModel
import Testing

/// A path is held in one word while its indexes fit and in an array after;
/// every operation must agree with the plain array of indexes on both sides
/// of that line.
@Suite struct NodePathTests {
    /// Index values around each boundary of the one-word form: one, two and
    /// three bytes per index, and beyond (held in an array).
    static let values = [0, 1, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152]

    /// Every path of up to three of ``values``, and long paths around seven bytes.
    static let paths: [[Int]] = {
        var all: [[Int]] = [[]]
        var level: [[Int]] = [[]]
        for _ in 1...3 {
            level = level.flatMap { prefix in values.map { prefix + [$0] } }
            all += level
        }
        all += [
            Array(repeating: 0, count: 7), Array(repeating: 0, count: 8), Array(repeating: 5, count: 7) + [0],
            [2_097_151, 2_097_151, 0], [2_097_151, 2_097_151, 1, 0], [16_383, 16_383, 16_383, 0], [16_383, 16_383, 16_383, 1],
            Array(repeating: 127, count: 9), Array(repeating: 0, count: 3_000), [-1], [0, -5, 3], [Int.max], [3, Int.min],
        ]
        return all
    }()

    @Test func `a path gives back its indexes, depth, text and parent`() {
        for indexes in Self.paths {
            let path = NodePath(indexes)
            #expect(path.indexes == indexes)
            #expect(path.depth == indexes.count)
            #expect(path.isRoot == indexes.isEmpty)
            #expect(path.description == (indexes.isEmpty ? "root" : indexes.map(String.init).joined(separator: ".")))
            if indexes.allSatisfy({ $0 >= 0 }) { #expect(NodePath(path.description) == path) }
            #expect(path.parent == (indexes.isEmpty ? nil : NodePath(Array(indexes.dropLast()))))
            var seen: [Int] = []
            path.forEachIndex { seen.append($0) }
            #expect(seen == indexes)
        }
    }

    @Test func `a path built one level at a time is the same path`() {
        for indexes in Self.paths {
            let built = indexes.reduce(NodePath.root) { $0.appending($1) }
            #expect(built == NodePath(indexes))
            #expect(built.hashValue == NodePath(indexes).hashValue)
            var changed = NodePath([9, 9])
            changed.indexes = indexes
            #expect(changed == built)
        }
    }

    @Test func `equality, order and prefixes are the indexes'`() {
        let paths = Self.paths.filter { $0.count <= 9 }.map { ($0, NodePath($0)) }
        var disagreements: [String] = []
        for (left, leftPath) in paths {
            for (right, rightPath) in paths {
                let equal = leftPath == rightPath
                let before = leftPath < rightPath
                let prefix = leftPath.starts(with: rightPath)
                let order = NodePath.order(leftPath, rightPath)
                let expectedOrder = left == right ? 0 : (left.lexicographicallyPrecedes(right) ? -1 : 1)
                if equal != (left == right) || before != left.lexicographicallyPrecedes(right)
                    || prefix != left.starts(with: right) || order != expectedOrder
                    || (equal && leftPath.hashValue != rightPath.hashValue)
                {
                    disagreements.append("\(left) vs \(right)")
                }
            }
        }
        #expect(disagreements.count == 0, "first: \(Array(disagreements.prefix(10)))")
    }

    @Test func `a path deeper than a word holds is sorted and found like any other`() {
        let deep = NodePath(Array(repeating: 0, count: 3_000))
        let deeper = deep.appending(0)
        #expect(deep < deeper)
        #expect(deeper.starts(with: deep))
        #expect(!deep.starts(with: deeper))
        #expect(deeper.parent == deep)
        #expect(deeper.depth == 3_001)
    }
}
