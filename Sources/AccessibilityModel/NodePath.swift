/// A node's position in its tree: child indexes from the root.
///
/// Written `0.2.1` (the root is the empty path, written `root`); stable for
/// one component, state and style, and used in reports as `element.path`.
public struct NodePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var indexes: [Int]

    public init(_ indexes: [Int] = []) { self.indexes = indexes }

    public static let root = NodePath()

    /// The path one level down.
    public func appending(_ index: Int) -> NodePath {
        var longer: [Int] = []
        longer.reserveCapacity(indexes.count + 1)
        longer.append(contentsOf: indexes)
        longer.append(index)
        return NodePath(longer)
    }

    /// Parses `0.2.1` (or `root` / empty for the root).
    public init?(_ text: String) {
        if text.isEmpty || text == "root" { self.init(); return }
        var result: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let index = Int(part), index >= 0 else { return nil }
            result.append(index)
        }
        self.init(result)
    }

    public var description: String {
        indexes.isEmpty ? "root" : indexes.map(String.init).joined(separator: ".")
    }

    /// Document order: a parent before its children, siblings by index.
    public static func < (lhs: NodePath, rhs: NodePath) -> Bool {
        lhs.indexes.lexicographicallyPrecedes(rhs.indexes)
    }
}
