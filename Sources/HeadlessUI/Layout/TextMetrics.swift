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

    private init(fontSize: CGFloat, advance: CGFloat, lineHeight: CGFloat) {
        self.fontSize = fontSize
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// The same metrics at `scale` of the size.
    func scaled(by scale: CGFloat) -> TextMetrics {
        TextMetrics(fontSize: fontSize * scale, advance: advance * scale, lineHeight: lineHeight * scale)
    }

    /// A text that does not fit at its size, shrunk as `minimumScaleFactor` lets it: the size at the largest
    /// scale down to `minimum` (in steps of 5 %, then `minimum` itself) at which it is not cut off, or, cut off
    /// even at `minimum`, its size there.
    func shrunkToFit(
        _ shape: TextShape, width: CGFloat?, height: CGFloat?, lineLimit: Int?, down minimum: CGFloat
    ) -> (size: CGSize, truncated: Bool) {
        var scale: CGFloat = 0.95
        while scale > minimum {
            let measured = scaled(by: scale).measure(shape, width: width, height: height, lineLimit: lineLimit)
            if !measured.truncated { return measured }
            scale -= 0.05
        }
        return scaled(by: minimum).measure(shape, width: width, height: height, lineLimit: lineLimit)
    }

    /// The size of a text of this `shape` in `width` (unlimited when `nil`), with at most
    /// `lineLimit` lines and as many as fit in `height`; and whether it was cut off.
    func measure(_ shape: TextShape, width: CGFloat?, height: CGFloat?, lineLimit: Int?) -> (size: CGSize, truncated: Bool) {
        let ideal: CGFloat = CGFloat(shape.characters) * advance
        var lines = 1
        var widest: CGFloat = ideal
        if let width, ideal > width + 0.001 {
            let capacity = Self.count((width + 0.001) / advance)
            (lines, widest) = wrap(shape.words, capacity: capacity)
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

    static func count(_ ratio: CGFloat) -> Int {
        guard ratio.isFinite else { return ratio == .infinity ? 1_000_000_000 : 1 }
        return Int(min(max(ratio.rounded(.down), 1), 1_000_000_000))
    }

    /// Greedy word wrap: the number of lines and the widest line's width.
    private func wrap(_ words: [Int], capacity: Int) -> (Int, CGFloat) {
        var lines = 1
        var current = 0
        var widest = 0
        for wordLength in words {
            var length = wordLength
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

/// What wrapping needs to know of a text, counted once per text node (layout
/// measures a node for several proposals): its characters (grapheme
/// clusters), and the characters of each word between spaces.
struct TextShape {
    let characters: Int
    let words: [Int]

    init(_ text: String) {
        if let ascii = Self.ascii(text) {
            self = ascii
            return
        }
        var characters = 0
        var words: [Int] = []
        var word = 0
        for character in text {
            characters += 1
            if character == " " {
                words.append(word)
                word = 0
            } else {
                word += 1
            }
        }
        words.append(word)
        self.characters = characters
        self.words = words
    }

    private init(characters: Int, words: [Int]) {
        self.characters = characters
        self.words = words
    }

    /// The shape of an all-ASCII text from its bytes: every byte is a
    /// character except that "\r\n" is one; `nil` for any other text.
    private static func ascii(_ text: String) -> TextShape? {
        var characters = 0
        var words: [Int] = []
        var word = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") {
                previous = byte
                continue
            }
            previous = byte
            characters += 1
            if byte == UInt8(ascii: " ") {
                words.append(word)
                word = 0
            } else {
                word += 1
            }
        }
        words.append(word)
        return TextShape(characters: characters, words: words)
    }
}
