import Foundation

/// Where a finger can act on a control, measured as a finger meets it: the
/// largest rectangle whose every point takes taps.
///
/// A control's touch targets are the parts of its drawing that answer a tap
/// (docs/hit-testing.md). Their bounding box overstates the target when they
/// leave dead space between them: a chip drawn as a text inside a 1 pt
/// stroked ring takes taps on the text and along the ring, not in the
/// padding between, so a finger on the padding misses. The region a person
/// can rely on is the largest rectangle covered wholly by the targets.
enum TapRegion {
    /// The size of the covered rectangle with the longest shorter side (then
    /// the largest area) inside the union of `rects`: a finger pad is round,
    /// so what matters first is the largest square that fits.
    static func largestCovered(_ rects: [CGRect]) -> (width: Double, height: Double) {
        let boxes = rects.map(CGRectLike.init).filter { $0.width > 0 && $0.height > 0 }
        if boxes.count == 1 { return (boxes[0].width, boxes[0].height) }
        guard !boxes.isEmpty else { return (0, 0) }
        let xs = Array(Set(boxes.flatMap { [$0.minX, $0.maxX] })).sorted()
        let ys = Array(Set(boxes.flatMap { [$0.minY, $0.maxY] })).sorted()
        let columns = xs.count - 1, rows = ys.count - 1
        // covered[row][column]: the cell between consecutive breakpoints lies inside some rectangle.
        var covered = [[Bool]](repeating: [Bool](repeating: false, count: columns), count: rows)
        for row in 0..<rows {
            let y = (ys[row] + ys[row + 1]) / 2
            for column in 0..<columns {
                let x = (xs[column] + xs[column + 1]) / 2
                covered[row][column] = boxes.contains { x > $0.minX && x < $0.maxX && y > $0.minY && y < $0.maxY }
            }
        }
        var best = (width: 0.0, height: 0.0)
        func better(_ width: Double, _ height: Double) -> Bool {
            let (side, bestSide) = (min(width, height), min(best.width, best.height))
            return side > bestSide || (side == bestSide && width * height > best.width * best.height)
        }
        // Every band of rows, widened column by column while each column of the band is covered.
        for top in 0..<rows {
            var columnCovered = [Bool](repeating: true, count: columns)
            for bottom in top..<rows {
                for column in 0..<columns where !covered[bottom][column] { columnCovered[column] = false }
                let height = ys[bottom + 1] - ys[top]
                var start: Int?
                for column in 0...columns {
                    if column < columns, columnCovered[column] {
                        if start == nil { start = column }
                    } else if let first = start {
                        let width = xs[column] - xs[first]
                        if better(width, height) { best = (width, height) }
                        start = nil
                    }
                }
            }
        }
        return best
    }
}
