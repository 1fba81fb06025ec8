import Foundation

/// A plain rectangle of doubles, so geometry code reads the same on every platform.
struct CGRectLike: Hashable, Sendable {
    var minX: Double, minY: Double, width: Double, height: Double

    init(_ rect: CGRect) {
        let standard = rect.standardized
        minX = Double(standard.origin.x)
        minY = Double(standard.origin.y)
        width = Double(standard.size.width)
        height = Double(standard.size.height)
    }

    /// A rectangle of this size at the origin.
    init(width: Double, height: Double) {
        minX = 0
        minY = 0
        self.width = width
        self.height = height
    }

    var maxX: Double { minX + width }
    var maxY: Double { minY + height }
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }

    /// Whether `other` lies wholly inside this rectangle.
    func contains(_ other: CGRectLike) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }

    /// `(x, y, w×h)` with whole points where possible.
    var text: String { "(\(Format.number(minX)), \(Format.number(minY)), \(Format.number(width))×\(Format.number(height)))" }
}
