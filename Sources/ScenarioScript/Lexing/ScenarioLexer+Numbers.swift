extension ScenarioLexer {
    /// A Swift-like number: optional `-`, digits (with `_` separators), an
    /// optional fraction and exponent. A fraction needs a digit after the dot,
    /// so `1...5` is `1`, `...`, `5`.
    mutating func lexNumber() {
        let start = index
        var end = start
        if scalars[end] == "-" { end += 1 }
        func digits(from position: Int) -> Int {
            var position = position
            while position < scalars.count,
                Self.isDigit(scalars[position]) || (scalars[position] == "_" && position > start && Self.isDigit(scalars[position - 1]))
            {
                position += 1
            }
            return position
        }
        end = digits(from: end)
        if end + 1 < scalars.count, scalars[end] == ".", Self.isDigit(scalars[end + 1]) {
            end = digits(from: end + 1)
        }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            var exponent = end + 1
            if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
            if exponent < scalars.count, Self.isDigit(scalars[exponent]) { end = digits(from: exponent) }
        }
        if end < scalars.count, Self.isWordPart(scalars[end]) {
            var wordEnd = end
            while wordEnd < scalars.count, Self.isWordPart(scalars[wordEnd]) || scalars[wordEnd] == "." { wordEnd += 1 }
            error("invalid number '\(Token.abbreviated(line.text(from: start, to: wordEnd)))'", from: start, to: wordEnd)
            index = wordEnd
            return
        }
        let text = line.text(from: start, to: end)
        guard let value = Double(text.replacingOccurrences(of: "_", with: "")), value.isFinite else {
            error("number '\(Token.abbreviated(text))' is out of range", from: start, to: end)
            index = end
            return
        }
        emit(.number(value), from: start, to: end)
    }

    /// A run of characters that start no token: one error for the run.
    mutating func lexStray() {
        let start = index
        let first = scalars[start]
        guard Self.isVisible(first) else {
            var end = start + 1
            while end < scalars.count, scalars[end] == first { end += 1 }
            let code = "U+" + String(first.value, radix: 16, uppercase: true).leftPadded(to: 4)
            if first.properties.isWhitespace {
                error("unexpected whitespace character \(code); separate words with spaces or tabs", from: start, to: end)
            } else {
                error("unexpected character \(code)", from: start, to: end)
            }
            index = end
            return
        }
        var end = start + 1
        while end < scalars.count, Self.isVisible(scalars[end]), Self.isStray(scalars[end], next: end + 1 < scalars.count ? scalars[end + 1] : nil) {
            end += 1
        }
        let text = line.text(from: start, to: end)
        let plural = end - start > 1 ? "characters" : "character"
        error("unexpected \(plural) '\(Token.abbreviated(text))'", from: start, to: end)
        index = end
    }

    /// Whether a scalar is shown as itself (not a control, format or whitespace character).
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// Whether `scalar` (followed by `next`) starts no token.
    static func isStray(_ scalar: Unicode.Scalar, next: Unicode.Scalar?) -> Bool {
        switch scalar {
        case " ", "\t", "#", "\"", "(", ")", ":", ",", "=", ".": return false
        case "-": return next.map(isDigit) != true
        default: return !isWordPart(scalar)
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
