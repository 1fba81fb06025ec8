/// A node's position in its tree: child indexes from the root.
///
/// Written `0.2.1` (the root is the empty path, written `root`); stable for
/// one component, state and style, and used in reports as `element.path`.
///
/// A path of a few small indexes, as almost every path is, is held in one
/// word without an allocation: an audit makes, copies, sorts and compares a
/// path for every node and stop, and a path in its own array cost an
/// allocation per node and a cache miss per comparison on large trees.
/// Longer paths, or paths with huge indexes, keep an array.
public struct NodePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Inline form: the indexes in an order-preserving prefix code (see
    /// ``Code``), big-endian in the top seven bytes, zero-padded, with the
    /// number of code bytes in the low byte. Zero when ``spilled`` is set.
    ///
    /// Because the code preserves order and no code is a prefix of another,
    /// comparing two inline words as integers is comparing the paths in
    /// document order, and each path has exactly one representation, so the
    /// synthesized equality and hashing are the paths'.
    private var packed: UInt64
    /// The indexes of a path that does not fit in ``packed``; `nil` otherwise.
    private var spilled: [Int]?

    /// The root.
    public init() {
        packed = 0
        spilled = nil
    }

    public init(_ indexes: [Int]) {
        packed = 0
        spilled = nil
        for index in indexes {
            guard let word = Self.appended(index, to: packed) else {
                packed = 0
                spilled = indexes
                return
            }
            packed = word
        }
    }

    public static let root = NodePath()

    /// The child indexes from the root.
    public var indexes: [Int] {
        get {
            if let spilled { return spilled }
            var result: [Int] = []
            result.reserveCapacity(Int(packed & 0xFF))
            forEachIndex { result.append($0) }
            return result
        }
        set { self = NodePath(newValue) }
    }

    /// How many levels below the root the path is (0 for the root).
    public var depth: Int {
        if let spilled { return spilled.count }
        var count = 0
        forEachIndex { _ in count += 1 }
        return count
    }

    /// Whether this is the root's path.
    public var isRoot: Bool { spilled == nil && packed == 0 }

    /// The path one level up, or `nil` for the root.
    public var parent: NodePath? {
        if let spilled {
            return spilled.isEmpty ? nil : NodePath(Array(spilled.dropLast()))
        }
        if packed == 0 { return nil }
        // Where the last index's code starts, in bytes from the top.
        var word = packed & ~0xFF
        var used = 0
        var lastStart = 0
        let total = Int(packed & 0xFF)
        while used < total {
            let (_, length) = Code.first(of: word)
            lastStart = used
            used += length
            word <<= UInt64(8 * length)
        }
        var shorter = NodePath()
        if lastStart > 0 {
            shorter.packed = (packed & (~UInt64(0) << UInt64(64 - 8 * lastStart))) | UInt64(lastStart)
        }
        return shorter
    }

    /// The path one level down.
    public func appending(_ index: Int) -> NodePath {
        if spilled == nil, let word = Self.appended(index, to: packed) {
            var longer = self
            longer.packed = word
            return longer
        }
        var longer = indexes
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
        if isRoot { return "root" }
        // Digits written into one buffer: a report names a path per finding,
        // and a path hundreds of levels deep was hundreds of small strings.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(spilled.map { $0.count * 4 } ?? 32)
        forEachIndex { index in
            if !utf8.isEmpty { utf8.append(UInt8(ascii: ".")) }
            guard index >= 0 else {
                utf8.append(contentsOf: String(index).utf8)
                return
            }
            let start = utf8.count
            var rest = index
            repeat {
                utf8.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            utf8[start...].reverse()
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Calls `body` with each index from the root down, without making an array.
    public func forEachIndex(_ body: (Int) throws -> Void) rethrows {
        if let spilled {
            for index in spilled { try body(index) }
            return
        }
        var word = packed
        var remaining = Int(word & 0xFF)
        word &= ~0xFF
        while remaining > 0 {
            let (index, length) = Code.first(of: word)
            try body(index)
            word <<= UInt64(8 * length)
            remaining -= length
        }
    }

    /// Whether `prefix` is this path or one of its ancestors' paths.
    public func starts(with prefix: NodePath) -> Bool {
        if spilled == nil, prefix.spilled == nil {
            let length = prefix.packed & 0xFF
            guard length <= packed & 0xFF else { return false }
            if length == 0 { return true }
            let mask = ~UInt64(0) << (64 - 8 * length)
            return packed & mask == prefix.packed & mask
        }
        return indexes.starts(with: prefix.indexes)
    }

    /// A number whose order is the paths' document order, for a path held in
    /// one word; `nil` for a path that keeps an array. Two paths with keys
    /// are equal exactly when their keys are.
    package var orderKey: UInt64? {
        spilled == nil ? packed : nil
    }

    /// The indexes `0..<count` sorted by their paths in document order,
    /// equal paths in index order. When every path is held in one word, the
    /// words are sorted beside the indexes, so that a comparison reads no
    /// path again.
    /// - Parameters:
    ///   - count: how many items there are.
    ///   - path: the path of the item at an index.
    package static func documentOrder(count: Int, path: (Int) -> NodePath) -> [Int] {
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(count)
        for index in 0..<count {
            guard let key = path(index).orderKey else {
                var sorted = Array(0..<count)
                sorted.sort { a, b in
                    let order = NodePath.order(path(a), path(b))
                    return order != 0 ? order < 0 : a < b
                }
                return sorted
            }
            keyed.append((key, index))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map(\.index)
    }

    /// Document order of two paths: negative, zero or positive.
    public static func order(_ lhs: NodePath, _ rhs: NodePath) -> Int {
        if lhs.spilled == nil, rhs.spilled == nil {
            return lhs.packed == rhs.packed ? 0 : (lhs.packed < rhs.packed ? -1 : 1)
        }
        // Without making arrays: a sort of deep paths compares each many times.
        var left = Cursor(lhs), right = Cursor(rhs)
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let a?, let b?) where a != b: return a < b ? -1 : 1
            default: continue
            }
        }
    }

    /// The indexes of a path one at a time, from either form.
    private struct Cursor {
        private let spilled: [Int]?
        private var position = 0
        private var word: UInt64
        private var remaining: Int

        init(_ path: NodePath) {
            spilled = path.spilled
            word = path.packed & ~0xFF
            remaining = Int(path.packed & 0xFF)
        }

        mutating func next() -> Int? {
            if let spilled {
                guard position < spilled.count else { return nil }
                position += 1
                return spilled[position - 1]
            }
            guard remaining > 0 else { return nil }
            let (index, length) = Code.first(of: word)
            word <<= UInt64(8 * length)
            remaining -= length
            return index
        }
    }

    /// Document order: a parent before its children, siblings by index.
    public static func < (lhs: NodePath, rhs: NodePath) -> Bool {
        order(lhs, rhs) < 0
    }

    /// `word` with `index`'s code after its bytes, or `nil` when it does not fit.
    private static func appended(_ index: Int, to word: UInt64) -> UInt64? {
        guard let (code, length) = Code.encode(index) else { return nil }
        let used = Int(word & 0xFF)
        guard used + length <= 7 else { return nil }
        // The code's bytes go just below the ones in use, counted from the top.
        let shift = UInt64(8 * (8 - used - length))
        return (word & ~0xFF) | (code << shift) | UInt64(used + length)
    }

    /// The prefix code of one index, in the manner of UTF-8: `0xxxxxxx` for
    /// 0–127, `10xxxxxx xxxxxxxx` up to 16,383, `110xxxxx` and two bytes up
    /// to 2,097,151. Byte strings of codes sort as the index sequences do.
    private enum Code {
        static func encode(_ index: Int) -> (code: UInt64, length: Int)? {
            switch index {
            case 0..<0x80: (UInt64(index), 1)
            case 0x80..<0x4000: (0x8000 | UInt64(index), 2)
            case 0x4000..<0x20_0000: (0xC0_0000 | UInt64(index), 3)
            default: nil
            }
        }

        /// The first index in the top bytes of `word`, and its code's length.
        static func first(of word: UInt64) -> (index: Int, length: Int) {
            let top = word >> 56
            if top < 0x80 { return (Int(top), 1) }
            if top < 0xC0 { return (Int((word >> 48) & 0x3FFF), 2) }
            return (Int((word >> 40) & 0x1F_FFFF), 3)
        }
    }
}
