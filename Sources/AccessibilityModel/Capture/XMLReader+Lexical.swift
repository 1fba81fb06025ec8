/// The lexical layer of ``XMLReader``: text, comments, processing
/// instructions, names, characters, and the position (line and column) that
/// every error names.
extension XMLReader {
    // MARK: Text, comments and processing instructions

    /// Character data up to the next `<`: checked (entities, characters) and dropped.
    mutating func text(insideElement: Bool) throws(XMLError) {
        var scratch: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            let byte = bytes[offset]
            if !insideElement, !Self.isWhitespace(byte) { throw error("text outside the root element") }
            if byte == UInt8(ascii: "&") {
                scratch.removeAll(keepingCapacity: true)
                try entity(into: &scratch)
                continue
            }
            if byte == UInt8(ascii: "]"), starts(with: "]]>") { throw error("']]>' in text; write '>' as &gt;") }
            try advanceCharacter()
        }
    }

    /// `<!-- … -->`; `--` inside is refused, as XML refuses it.
    mutating func comment() throws(XMLError) {
        let (line, column) = (self.line, self.column)
        advance(4)
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "-"), starts(with: "--") {
                guard starts(with: "-->") else { throw error("'--' inside a comment") }
                advance(3)
                return
            }
            try advanceCharacter()
        }
        throw error("the file ends inside a comment (opened at \(line):\(column)); it has no '-->'")
    }

    /// `<? … ?>` other than the XML declaration, which may only come first.
    mutating func processingInstruction() throws(XMLError) {
        if starts(with: "<?xml"), isNameEnd(at: offset + 5) {
            throw error("the XML declaration (<?xml …?>) must come first in the file")
        }
        try skip(past: "?>", what: "processing instruction")
    }

    /// `<?xml version="1.x" encoding="UTF-8" standalone="yes"?>` (encoding and standalone optional, in this order),
    /// at `offset`: checked, since a file that declares another encoding than UTF-8 would be misread.
    mutating func xmlDeclaration() throws(XMLError) {
        let names = ["version", "encoding", "standalone"]
        var next = 0
        advance(5)
        while true {
            let hadSpace = skipWhitespace()
            guard offset < bytes.count else { throw error("the file ends inside the XML declaration; it has no '?>'") }
            if starts(with: "?>") {
                guard next > 0 else { throw error("the XML declaration has no version (<?xml version=\"1.0\"?>)") }
                advance(2)
                return
            }
            guard hadSpace else { throw error("expected whitespace or '?>' in the XML declaration") }
            let (line, column) = (self.line, self.column)
            let name = try self.name(what: "'version', 'encoding', 'standalone' or '?>' in the XML declaration")
            guard let index = names.firstIndex(of: name), index >= next, next > 0 || index == 0 else {
                throw error(
                    next == 0
                        ? "the XML declaration must start with its version (<?xml version=\"1.0\"?>), found '\(name)'"
                        : "'\(name)' is out of place in the XML declaration: its order is version, encoding, standalone",
                    line: line, column: column)
            }
            next = index + 1
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { throw error("expected '=' after '\(name)'") }
            advance()
            skipWhitespace()
            let (valueLine, valueColumn) = (self.line, self.column)
            let value = try attributeValue(of: name)
            switch name {
            case "version":
                guard value.hasPrefix("1."), value.count > 2, value.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw error("XML version '\(value)' is not one this reader reads (1.0)", line: valueLine, column: valueColumn)
                }
            case "encoding":
                guard value.uppercased() == "UTF-8" || value.uppercased() == "UTF8" else {
                    throw error(
                        "the file declares the encoding '\(value)', but a11y-audit reads UTF-8; convert it first, "
                            + "for example with 'iconv -f \(value) -t UTF-8'", line: valueLine, column: valueColumn)
                }
            default:
                guard value == "yes" || value == "no" else {
                    throw error("standalone must be 'yes' or 'no', found '\(value)'", line: valueLine, column: valueColumn)
                }
            }
        }
    }

    /// Advances past the next `terminator`, checking the characters on the way.
    mutating func skip(past terminator: StaticString, what: String) throws(XMLError) {
        let (line, column) = (self.line, self.column)
        let first = terminator.utf8Start.pointee
        while offset < bytes.count {
            if bytes[offset] == first, starts(with: terminator) {
                advance(terminator.utf8CodeUnitCount)
                return
            }
            try advanceCharacter()
        }
        throw error("the file ends inside a \(what) (opened at \(line):\(column)); it has no '\(terminator)'")
    }

    // MARK: Bytes and positions

    /// Refuses the control characters XML does not allow (all below U+0020 but tab, line feed and carriage return).
    func checkCharacter(_ byte: UInt8) throws(XMLError) {
        if byte < 0x20, !Self.isWhitespace(byte) {
            throw error("control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) is not allowed in XML")
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isWhitespace(bytes[offset]) { advance() }
        return offset > start
    }

    func starts(with text: StaticString) -> Bool {
        text.withUTF8Buffer { starts(with: $0) }
    }

    func starts(with prefix: some Collection<UInt8>) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        var index = offset
        for byte in prefix {
            if bytes[index] != byte { return false }
            index += 1
        }
        return true
    }

    /// Moves past the character at `offset` after checking it: an allowed ASCII byte, or one whole, valid UTF-8
    /// sequence (invalid UTF-8 is refused where it is, in text, values, comments, CDATA and instructions alike).
    mutating func advanceCharacter() throws(XMLError) {
        let byte = bytes[offset]
        if byte < 0x80 {
            try checkCharacter(byte)
            advance()
        } else {
            advance(try sequenceLength())
        }
    }

    /// The length of the valid UTF-8 sequence at `offset`.
    func sequenceLength() throws(XMLError) -> Int {
        var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + 4)]).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let encoded) = parser.parseScalar(from: &iterator) { return encoded.count }
        throw error("invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); a page source is UTF-8")
    }

    /// Moves `count` bytes on, counting lines and columns (a column is a Unicode scalar: continuation bytes do not count).
    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
    }

    func error(_ message: String, line: Int? = nil, column: Int? = nil) -> XMLError {
        XMLError(message: message, line: line ?? self.line, column: column ?? self.column)
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
