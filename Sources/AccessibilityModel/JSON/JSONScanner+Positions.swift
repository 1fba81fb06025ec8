/// UTF-8 validation and byte offsets to lines and columns.
extension JSONScanner {
    /// The offset of the first byte that is not part of well-formed UTF-8
    /// (no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return index
            }
            guard index + 1 < count, (lower...upper).contains(bytes[index + 1]) else {
                return index + 1 < count ? index + 1 : index
            }
            for next in 2..<length {
                guard index + next < count, (0x80...0xBF).contains(bytes[index + next]) else {
                    return index + next < count ? index + next : index
                }
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column of `offset`; columns count Unicode scalars
    /// (a leading byte order mark is not counted).
    /// `release`, when given, is told every ``TreeShape/releaseStride``
    /// bytes that the bytes before an offset are counted.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)? = nil)
        -> (line: Int, column: Int)
    {
        var line = 1, column = 1
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let end = min(offset, bytes.count)
        while index < end {
            let stretch = release == nil ? end : min(end, index + TreeShape.releaseStride)
            while index < stretch {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            release?(index)
        }
        return (line, column)
    }
}
