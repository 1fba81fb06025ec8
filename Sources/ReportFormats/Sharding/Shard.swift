import AccessibilityAudit

/// One of `count` deterministic parts of a run's work (`--shard i/n`).
///
/// Work items (audit `WorkUnit`s, scenario cells) are listed in the
/// canonical order (units sorted by component, style, state; scenario cells
/// by ``AuditReport/ScenarioCellKey`` order) and dealt round-robin: item
/// number `k` (0-based) belongs to shard `k % count + 1`. The assignment
/// depends only on the list of items, never on `--jobs`, and neighbouring
/// units (often of similar cost) land on different machines.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// shard.select(units)  // units 1, 4, 7, … of the sorted list
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based index of this part.
    public var index: Int
    /// How many parts there are, from 1 to ``maximumCount``.
    public var count: Int

    /// The most parts a run may be split into: far more machines than any
    /// run uses, and few enough that checking a merge's shards costs nothing.
    public static let maximumCount = 10_000

    /// The `index`-th of `count` parts.
    /// - Throws: ``ShardError`` unless `1 <= index <= count <= maximumCount`.
    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw ShardError("the shard count must be at least 1, found \(count)") }
        guard count <= Self.maximumCount else {
            throw ShardError("\(count) shards; a run has at most \(Self.maximumCount)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("shard \(index)/\(count) does not exist; the index runs from 1 to \(count)")
        }
        self.index = index
        self.count = count
    }

    /// The whole run, `1/1`.
    public static let whole = Shard(unchecked: 1, 1)

    private init(unchecked index: Int, _ count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `i/n` (`2/3`).
    /// - Throws: ``ShardError`` quoting the text for anything else (`0/3`, `4/3`, `1/0`, `x/y`, `2`,
    ///   `1/1000000000`: more than ``maximumCount`` parts).
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else {
            throw ShardError("'\(text)' is not a shard; expected <i>/<n> with 1 <= i <= n, for example '2/3'")
        }
        guard count >= 1 else { throw ShardError("'\(text)': the shard count must be at least 1") }
        guard count <= Self.maximumCount else {
            throw ShardError("'\(text)': the shard count must be at most \(Self.maximumCount)")
        }
        guard (1...count).contains(index) else {
            throw ShardError("'\(text)': the shard index must be between 1 and \(count)")
        }
        self.init(unchecked: index, count)
    }

    /// Whether this is the whole run.
    public var isWhole: Bool { count == 1 }

    /// Whether item number `position` (0-based, in canonical order) belongs to this shard.
    public func owns(position: Int) -> Bool {
        position >= 0 && position % count == index - 1
    }

    /// The units of this shard, from every unit of the run (in any order;
    /// they are put in canonical order first, and duplicates are dropped).
    public func select(_ units: [WorkUnit]) -> [WorkUnit] {
        Array(Set(units)).sorted().enumerated().filter { owns(position: $0.offset) }.map(\.element)
    }

    /// The scenario cells of this shard, from every cell of the run.
    public func select(_ cells: [AuditReport.ScenarioCellKey]) -> [AuditReport.ScenarioCellKey] {
        Array(Set(cells)).sorted().enumerated().filter { owns(position: $0.offset) }.map(\.element)
    }

    /// `2/3`.
    public var description: String { "\(index)/\(count)" }
}
