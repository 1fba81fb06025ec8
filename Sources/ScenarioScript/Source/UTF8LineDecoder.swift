/// Splits bytes into lines and decodes each as UTF-8, recording where the
/// bytes are not UTF-8 (by line and column) instead of failing.
enum UTF8LineDecoder {
    struct Output {
        var lines: [SourceLine]
        var errors: [ScenarioDiagnostic]
    }

    static func decode(_ bytes: [UInt8]) -> Output {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var lines: [SourceLine] = []
        var errors: [ScenarioDiagnostic] = []
        var lineStart = body.startIndex
        var number = 1
        while true {
            let lineEnd = body[lineStart...].firstIndex(of: 0x0A) ?? body.endIndex
            var content = body[lineStart..<lineEnd]
            if content.last == 0x0D { content = content.dropLast() }
            let (line, lineErrors) = decodeLine(content, number: number)
            lines.append(line)
            errors += lineErrors
            if lineEnd == body.endIndex { break }
            lineStart = body.index(after: lineEnd)
            number += 1
        }
        return Output(lines: lines, errors: errors)
    }

    /// Decodes one line; each maximal invalid subpart becomes one U+FFFD (as
    /// the standard library decodes), and each run of them one error.
    private static func decodeLine(_ bytes: ArraySlice<UInt8>, number: Int) -> (SourceLine, [ScenarioDiagnostic]) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var badRuns: [(scalarStart: Int, scalarEnd: Int, bytes: [UInt8])] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (scalar, length) = decodeScalar(bytes, at: index)
            if let scalar {
                scalars.append(scalar)
            } else {
                let bad = Array(bytes[index..<index + length])
                if let last = badRuns.last, last.scalarEnd == scalars.count {
                    badRuns[badRuns.count - 1].scalarEnd += 1
                    badRuns[badRuns.count - 1].bytes += bad
                } else {
                    badRuns.append((scalars.count, scalars.count + 1, bad))
                }
                scalars.append("\u{FFFD}")
            }
            index += length
        }
        let line = SourceLine(number: number, scalars: scalars)
        let errors = badRuns.map { run in
            let shown = run.bytes.prefix(8).map { "0x" + hex($0) }.joined(separator: " ") + (run.bytes.count > 8 ? " …" : "")
            return ScenarioDiagnostic(
                .error, "invalid UTF-8 (\(run.bytes.count == 1 ? "byte" : "bytes") \(shown)); scenario files must be UTF-8 text",
                at: line.range(from: run.scalarStart, to: run.scalarEnd))
        }
        return (line, errors)
    }

    /// The scalar starting at `index` and its length in bytes, or `nil` and the
    /// length of the maximal invalid subpart (at least 1).
    private static func decodeScalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let count: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0: count = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: count = 3
        case 0xED: count = 3; secondRange = 0x80...0x9F
        case 0xF0: count = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: count = 4
        case 0xF4: count = 4; secondRange = 0x80...0x8F
        default: return (nil, 1)
        }
        var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
        for offset in 1..<count {
            let position = index + offset
            guard position < bytes.endIndex else { return (nil, offset) }
            let byte = bytes[position]
            let allowed = offset == 1 ? secondRange : 0x80...0xBF
            guard allowed.contains(byte) else { return (nil, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return (nil, count) }
        return (scalar, count)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
