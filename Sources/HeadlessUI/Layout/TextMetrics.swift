/// The text model of the layout (docs/layout.md): every character advances
/// by a fixed fraction of the font size, lines are 1.2 × the size, and text
/// wraps at spaces (breaking words longer than a line).
struct TextMetrics {
    let fontSize: CGFloat
    let advance: CGFloat
    let lineHeight: CGFloat

    init(font: FontFacts) {
        fontSize = CGFloat(font.size)
        advance = fontSize * (font.weight >= .semibold ? LayoutConstants.boldAdvance : LayoutConstants.advance)
        lineHeight = fontSize * LayoutConstants.lineHeight
    }

    /// The size of `text` in `width` (unlimited when `nil`), with at most
    /// `lineLimit` lines and as many as fit in `height`; and whether it was cut off.
    /// - Parameter characters: `text.count`, when the caller already knows it.
    func measure(_ text: String, characters: Int? = nil, width: CGFloat?, height: CGFloat?, lineLimit: Int?) -> (size: CGSize, truncated: Bool) {
        let characters = characters ?? text.count
        let ideal: CGFloat = CGFloat(characters) * advance
        var lines = 1
        var widest: CGFloat = ideal
        if let width, ideal > width + 0.001 {
            let capacity = Self.count((width + 0.001) / advance)
            (lines, widest) = wrap(text, capacity: capacity)
        }
        var maxLines = lineLimit.map { max(1, $0) } ?? Int.max
        if let height {
            maxLines = min(maxLines, Self.count((height + 0.001) / lineHeight))
        }
        let truncated = lines > maxLines
        if truncated {
            lines = maxLines
            if let width { widest = width }
        }
        if let width { widest = min(widest, width) }
        return (CGSize(width: widest, height: CGFloat(lines) * lineHeight), truncated)
    }

    /// A whole count of at least one from a ratio, safe for infinite or NaN input.
    static func count(_ ratio: CGFloat) -> Int {
        guard ratio.isFinite else { return ratio == .infinity ? 1_000_000_000 : 1 }
        return Int(min(max(ratio.rounded(.down), 1), 1_000_000_000))
    }

    /// Greedy word wrap: the number of lines and the widest line's width.
    private func wrap(_ text: String, capacity: Int) -> (Int, CGFloat) {
        var lines = 1
        var current = 0
        var widest = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var length = word.count
            if current > 0 {
                if current + 1 + length <= capacity {
                    current += 1 + length
                    widest = max(widest, current)
                    continue
                }
                lines += 1
                current = 0
            }
            while length > capacity {
                widest = capacity
                lines += 1
                length -= capacity
            }
            current = length
            widest = max(widest, current)
        }
        return (lines, CGFloat(widest) * advance)
    }
}
