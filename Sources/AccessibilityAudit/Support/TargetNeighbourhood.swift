/// The touch targets near a point, so that WCAG 2.5.8's spacing exception
/// compares an undersized target with its neighbours instead of with every
/// other target (which made ``TargetSize`` quadratic: 20,000 small buttons
/// took 17 s, 200,000 would have taken half an hour).
///
/// Each rectangle is filed under the cells it overlaps in the finest of a
/// ladder of grids (cells of 24, 48, 96 … pt) where it overlaps at most two
/// columns and two rows, so a rectangle of any size is filed at most four
/// times. A query looks up the cells of every grid in use that overlap its
/// square. Cell coordinates are kept as `Double`s, so no coordinate can
/// overflow an integer; rectangles that are not finite, or too far out for
/// their cells to be told apart (beyond 10^15 pt), are candidates for every
/// query, and a query from such a point gets every target.
struct TargetNeighbourhood {
    private struct Cell: Hashable {
        var level: Int
        var column: Double
        var row: Double
    }

    /// The smallest cell, and the half-side of the square a query covers.
    static let cellSize = 24.0
    /// Beyond this, neighbouring cells can round to the same coordinate.
    private static let farthest = 1e15

    private var cells: [Cell: [Int]] = [:]
    /// The grids with at least one rectangle, finest first.
    private var levels: [Int] = []
    /// Rectangles that are candidates for every query.
    private var everywhere: [Int] = []
    private let count: Int

    init(_ frames: [CGRectLike]) {
        count = frames.count
        var used = Set<Int>()
        for (index, frame) in frames.enumerated() {
            let minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
            guard [minX, minY, maxX, maxY].allSatisfy({ $0.isFinite && abs($0) <= Self.farthest }) else {
                everywhere.append(index)
                continue
            }
            var level = 0
            var size = Self.cellSize
            while Self.span(minX, maxX, size) > 1 || Self.span(minY, maxY, size) > 1 {
                level += 1
                size *= 2
            }
            used.insert(level)
            for column in Self.cells(minX, maxX, size) {
                for row in Self.cells(minY, maxY, size) {
                    cells[Cell(level: level, column: column, row: row), default: []].append(index)
                }
            }
        }
        levels = used.sorted()
    }

    /// Calls `body` with every target whose rectangle may meet the square of
    /// half-side ``cellSize`` centred on `(x, y)` (some more than once, and
    /// some that do not meet it), until `body` returns `false`.
    /// - Returns: `false` when `body` stopped the search.
    @discardableResult
    func forEachCandidate(nearX x: Double, y: Double, _ body: (Int) -> Bool) -> Bool {
        guard x.isFinite, y.isFinite, abs(x) <= Self.farthest, abs(y) <= Self.farthest else {
            for index in 0..<count where !body(index) { return false }
            return true
        }
        let reach = Self.cellSize
        for level in levels {
            let size = Self.cellSize * Double(1 << min(level, 62))
            for column in Self.cells(x - reach, x + reach, size) {
                for row in Self.cells(y - reach, y + reach, size) {
                    for index in cells[Cell(level: level, column: column, row: row)] ?? [] where !body(index) {
                        return false
                    }
                }
            }
        }
        for index in everywhere where !body(index) { return false }
        return true
    }

    /// How many cell boundaries lie between `low` and `high`.
    private static func span(_ low: Double, _ high: Double, _ size: Double) -> Double {
        (high / size).rounded(.down) - (low / size).rounded(.down)
    }

    /// The cells from `low`'s to `high`'s (at most three for a query, two for a filed rectangle).
    private static func cells(_ low: Double, _ high: Double, _ size: Double) -> StrideThrough<Double> {
        stride(from: (low / size).rounded(.down), through: (high / size).rounded(.down), by: 1)
    }
}
