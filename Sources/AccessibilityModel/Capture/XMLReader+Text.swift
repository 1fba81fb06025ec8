extension XMLReader {
    // Text, comments and processing instructions: checked and skipped (the reader keeps elements and attributes).

    /// Character data up to the next `<`: checked (entities, characters) and dropped.
    mutating func text(insideElement: Bool) throws(XMLError) {
        var scratch: [UInt8] = []
        let (start, line, column) = (offset, self.line, self.column)
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
            let byte = bytes[offset]
            if !insideElement, !Self.isWhitespace(byte) { throw error("text outside the root element") }
            if byte == UInt8(ascii: "&") {
                scratch.removeAll(keepingCapacity: true)
                try entity(into: &scratch)
                continue
            }
            if byte == UInt8(ascii: "]"), starts(with: "]]>") { throw error("']]>' in text; write '>' as &gt;") }
            try checkCharacter(byte)
            advance()
        }
        if String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) == nil {
            throw error("text that is not valid UTF-8", line: line, column: column)
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
            try checkCharacter(bytes[offset])
            advance()
        }
        throw error("the file ends inside a comment (opened at \(line):\(column)); it has no '-->'")
    }

    /// `<? … ?>`; the XML declaration (whose version and encoding are not checked beyond UTF-8 input) only where allowed.
    mutating func processingInstruction(declarationAllowed: Bool = false) throws(XMLError) {
        if !declarationAllowed, starts(with: "<?xml"), isNameEnd(at: offset + 5) {
            throw error("the XML declaration (<?xml …?>) must come first in the file")
        }
        try skip(past: "?>", what: "processing instruction")
    }

    /// Advances past the next `terminator`, checking the characters on the way.
    mutating func skip(past terminator: String, what: String) throws(XMLError) {
        let (line, column) = (self.line, self.column)
        let terminatorBytes = Array(terminator.utf8)
        while offset < bytes.count {
            if bytes[offset] == terminatorBytes[0], starts(with: terminatorBytes) {
                advance(terminatorBytes.count)
                return
            }
            try checkCharacter(bytes[offset])
            advance()
        }
        throw error("the file ends inside a \(what) (opened at \(line):\(column)); it has no '\(terminator)'")
    }
}
