import Foundation

/// Strings, numbers and literals.
extension JSONScanner {
    /// Reads a string starting at its opening quote.
    mutating func readString() throws(JSONError) -> String {
        let opening = position
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            position += 1
        }
        guard position < bytes.count else { throw error(.invalidString, "unterminated string", at: opening) }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        try readRest(ofStringAt: opening, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Reads a string starting at its opening quote as ``readString()`` does, as its UTF-8 bytes: a large string's
    /// text without a `String` made of it as well.
    mutating func readStringBytes() throws(JSONError) -> [UInt8] {
        let opening = position
        var end = position + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(min(end, bytes.count) - opening)  // escapes only shorten the text
        position += 1
        try readRest(ofStringAt: opening, into: &buffer)
        return buffer
    }

    /// Steps over a string starting at its opening quote, with the errors of ``readString()``, building nothing
    /// (what a scan that keeps no values does: a large string is not copied out only to be dropped).
    mutating func skipString() throws(JSONError) {
        let opening = position
        var escape: [UInt8] = []
        position += 1
        try readRest(ofStringAt: opening, into: &escape, keeping: false)
    }

    /// Reads the rest of the string whose opening quote is at `opening`, from the position to its closing quote,
    /// escapes decoded, into `buffer`; with `keeping` false, `buffer` holds at most the last escape.
    private mutating func readRest(ofStringAt opening: Int, into buffer: inout [UInt8], keeping: Bool = true) throws(JSONError) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                if !keeping { buffer.removeAll(keepingCapacity: true) }
                try readEscape(into: &buffer, stringStart: opening)
            case 0..<0x20:
                throw controlCharacter(byte)
            default:
                if keeping { buffer.append(byte) }
                position += 1
            }
        }
        throw error(.invalidString, "unterminated string", at: opening)
    }

    private func controlCharacter(_ byte: UInt8) -> JSONError {
        let name = String(format: "U+%04X", byte)
        let hint = byte == 0x0A ? " (a line break; write \\n, or close the string)" : "; write it as an escape"
        return error(.invalidString, "unescaped control character \(name) in string\(hint)", at: position)
    }

    /// Reads one escape sequence at the backslash and appends its UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8], stringStart: Int) throws(JSONError) {
        let backslash = position
        position += 1
        guard position < bytes.count else { throw error(.invalidString, "unterminated string", at: stringStart) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4(escapeStart: backslash)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                let lowStart = position
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error(
                        .invalidString,
                        "lone surrogate \\u\(hex4(unit)) in string: a high surrogate must be followed by a \\u escape of a low surrogate",
                        at: backslash)
                }
                position += 2
                let low = try readHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(
                        .invalidString, "lone surrogate \\u\(hex4(unit)) in string: followed by \\u\(hex4(low)), which is not a low surrogate",
                        at: backslash)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error(.invalidString, "lone surrogate \\u\(hex4(unit)) in string: a low surrogate without a high one", at: backslash)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error(.invalidString, "invalid \\u escape in string", at: backslash)
            }
            buffer.append(contentsOf: String(scalar).utf8)
        default:
            position -= 1
            let shown = byte >= 0x21 && byte < 0x7F ? "'\\\(Character(Unicode.Scalar(byte)))'" : "'\\' followed by \(describeCharacter(at: position))"
            throw error(
                .invalidString, "invalid escape \(shown) in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: backslash)
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else {
                throw error(.invalidString, "invalid \\u escape in string: expected 4 hex digits", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private func hex4(_ unit: UInt16) -> String { String(format: "%04X", unit) }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads a number per the JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(JSONError) -> Double {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error(.invalidNumber, "invalid number: expected a digit after '-'", at: position < bytes.count ? position : start)
        }
        let integerStart = position
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw error(.invalidNumber, "invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        let integerDigits = position - integerStart
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error(.invalidNumber, "invalid number: expected a digit after '.'", at: min(position, bytes.count - 1))
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error(.invalidNumber, "invalid number: expected a digit in the exponent", at: min(position, bytes.count - 1))
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if isInteger, integerDigits <= 15 {
            var value: Int64 = 0
            for index in integerStart..<position { value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(.invalidNumber, "number \(text) is out of range", at: start)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads `true`, `false` or `null`.
    mutating func readLiteral(_ word: StaticString) throws(JSONError) {
        let count = word.utf8CodeUnitCount
        let matches = position + count <= bytes.count && (0..<count).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches else {
            throw error(.unexpectedCharacter, "invalid literal: expected '\(word)'", at: position)
        }
        position += count
    }
}
