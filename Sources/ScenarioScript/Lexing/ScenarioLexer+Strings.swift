extension ScenarioLexer {
    /// A double-quoted string on one line, with the escapes `\"`, `\\`, `\n`
    /// and `\u{…}` (1 to 8 hex digits naming a Unicode scalar). Every bad
    /// escape is reported; the string still ends at its closing quote.
    mutating func lexString() {
        let start = index
        var position = start + 1
        var value = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "\"" {
                emit(.string(String(value)), from: start, to: position + 1)
                return
            }
            guard scalar == "\\" else {
                value.append(scalar)
                position += 1
                continue
            }
            guard position + 1 < scalars.count else { break }
            switch scalars[position + 1] {
            case "\"": value.append("\""); position += 2
            case "\\": value.append("\\"); position += 2
            case "n": value.append("\n"); position += 2
            case "u":
                if let (escaped, end) = unicodeEscape(at: position) {
                    value.append(escaped); position = end
                } else {
                    position = skipUnicodeEscape(at: position)
                }
            default:
                let shown = line.text(from: position, to: position + 2)
                error("invalid escape '\(shown)' in string; a string allows \\\", \\\\, \\n and \\u{…}", from: position, to: position + 2)
                position += 2
            }
        }
        error("unterminated string; add a closing '\"' on the same line", from: start, to: scalars.count)
        index = scalars.count
    }

    /// `\u{1F600}` at `position` (the backslash): the scalar and the index after `}`,
    /// or `nil` after reporting what is wrong.
    private mutating func unicodeEscape(at position: Int) -> (Unicode.Scalar, Int)? {
        let open = position + 2
        guard open < scalars.count, scalars[open] == "{" else {
            error("'\\u' must be followed by {hex digits}, as in \\u{1F600}", from: position, to: position + 2)
            return nil
        }
        var end = open + 1
        var hex = ""
        while end < scalars.count, scalars[end].properties.isASCIIHexDigit {
            hex.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "}", (1...8).contains(hex.count) else {
            let stop = min(end + (end < scalars.count && scalars[end] == "}" ? 1 : 0), scalars.count)
            error("invalid \\u{…} escape; write 1 to 8 hex digits between the braces, as in \\u{1F600}", from: position, to: max(stop, position + 2))
            return nil
        }
        guard let number = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(number) else {
            error("\\u{\(hex)} is not a Unicode scalar value", from: position, to: end + 1)
            return nil
        }
        return (scalar, end + 1)
    }

    /// Where a bad `\u` escape ends: after its `}` when there is one before the closing quote, else after `\u`.
    private func skipUnicodeEscape(at position: Int) -> Int {
        var end = position + 2
        guard end < scalars.count, scalars[end] == "{" else { return end }
        while end < scalars.count, scalars[end] != "}", scalars[end] != "\"" { end += 1 }
        return end < scalars.count && scalars[end] == "}" ? end + 1 : end
    }
}
