/// A small, strict XML 1.0 reader for captured page sources (Appium's and
/// WebDriverAgent's): elements, attributes, comments, processing
/// instructions, CDATA and text, in UTF-8.
///
/// Strict: a document that is not well-formed is refused at the first
/// problem, with its line and column (an unclosed or mismatched tag, an
/// attribute given twice or without quotes, a stray `<` or `&`, a control
/// character, invalid UTF-8, text or a second element after the root).
/// Safe on hostile input (docs/robustness.md): a document type declaration
/// is refused, so no entity is ever defined or expanded (only the five
/// predefined entities and character references are decoded, each to one
/// character); nesting deeper than ``maximumDepth`` and more than
/// ``maximumElements`` elements are refused; the elements are built with an
/// explicit stack, never by recursion.
struct XMLReader {
    /// The most element levels a document may have (the root is level 1), as the JSON tree format allows.
    static let maximumDepth = TreeFormat.maximumDepth
    /// The most elements a document may have, as the JSON tree format allows nodes.
    static let maximumElements = TreeFormat.maximumNodeCount

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1
    private var elementCount = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads the document in `bytes` and returns its root element.
    /// - Throws: ``XMLError`` at the first problem.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLElement {
        var reader = XMLReader(bytes)
        return try reader.document()
    }

    // MARK: The document

    /// An open element: what is known of it until its end tag.
    private struct Open {
        var element: XMLElement
    }

    private mutating func document() throws(XMLError) -> XMLElement {
        if starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a byte order mark (columns do not count it)
        try misc(beforeRoot: true)
        guard offset < bytes.count else { throw error("the file has no root element") }
        var stack: [Open] = []
        var root: XMLElement?
        while root == nil {
            guard offset < bytes.count else {
                let open = stack.last?.element
                throw error(
                    "the file ends inside <\(open?.name ?? "")> (opened at \(open?.line ?? 0):\(open?.column ?? 0)); "
                        + "it has no end tag")
            }
            if bytes[offset] != UInt8(ascii: "<") {
                try text(insideElement: !stack.isEmpty)
                continue
            }
            if starts(with: "</") {
                let (name, line, column) = try endTag()
                guard let open = stack.popLast() else { throw error("end tag </\(name)> has no start tag", line: line, column: column) }
                guard open.element.name == name else {
                    throw error(
                        "end tag </\(name)> does not match <\(open.element.name)> opened at \(open.element.line):\(open.element.column)",
                        line: line, column: column)
                }
                if stack.isEmpty { root = open.element } else { stack[stack.count - 1].element.children.append(open.element) }
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                guard !stack.isEmpty else { throw error("CDATA outside the root element") }
                try skip(past: "]]>", what: "CDATA section")
            } else if starts(with: "<!") {
                throw refusedDeclaration()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                if stack.count >= Self.maximumDepth {
                    throw error("elements nest deeper than \(Self.maximumDepth) levels; a captured screen is far shallower")
                }
                elementCount += 1
                if elementCount > Self.maximumElements {
                    throw error("the file has more than \(Self.maximumElements) elements; a captured screen has far fewer")
                }
                let (element, isEmpty) = try startTag()
                if isEmpty {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].element.children.append(element) }
                } else {
                    stack.append(Open(element: element))
                }
            }
        }
        try misc(beforeRoot: false)
        if offset < bytes.count {
            throw error(
                bytes[offset] == UInt8(ascii: "<")
                    ? "a second root element; an XML document has one"
                    : "text after the root element")
        }
        return root ?? XMLElement(name: "", attributes: [], children: [], line: 1, column: 1)
    }

    /// Whitespace, comments and processing instructions outside the root element.
    private mutating func misc(beforeRoot: Bool) throws(XMLError) {
        let documentStart = offset
        while offset < bytes.count {
            skipWhitespace()
            if starts(with: "<?xml") && beforeRoot && offset == documentStart && isNameEnd(at: offset + 5) {
                try processingInstruction(declarationAllowed: true)
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<!") {
                throw refusedDeclaration()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else {
                return
            }
        }
    }

    /// `<!DOCTYPE …>` and other declarations: refused, since a DTD can define entities that expand without bound.
    private func refusedDeclaration() -> XMLError {
        error(
            starts(with: "<!DOCTYPE")
                ? "a document type declaration (<!DOCTYPE …>) is refused: its entities could expand without bound, and page sources have none"
                : "unexpected '<!'; expected a comment (<!-- … -->) or CDATA (<![CDATA[ … ]]>)")
    }

    // MARK: Tags

    /// `<name attr="value" …>` or `<name … />`, with the `<` at `offset`.
    private mutating func startTag() throws(XMLError) -> (XMLElement, isEmpty: Bool) {
        let (line, column) = (self.line, self.column)
        advance()  // <
        let name = try self.name(what: "an element name after '<'")
        var element = XMLElement(name: name, attributes: [], children: [], line: line, column: column)
        while true {
            let hadSpace = skipWhitespace()
            guard offset < bytes.count else { throw error("the file ends inside the start tag <\(name)> (opened at \(line):\(column))") }
            if bytes[offset] == UInt8(ascii: ">") {
                advance()
                return (element, false)
            }
            if starts(with: "/>") {
                advance(2)
                return (element, true)
            }
            guard hadSpace else { throw error("expected whitespace, '>' or '/>' in the start tag <\(name)>") }
            let (attributeLine, attributeColumn) = (self.line, self.column)
            let attribute = try self.name(what: "an attribute name, '>' or '/>' in the start tag <\(name)>")
            if element.attributes.contains(where: { $0.name == attribute }) {
                throw error("attribute '\(attribute)' is given twice in <\(name)>", line: attributeLine, column: attributeColumn)
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute name '\(attribute)'")
            }
            advance()
            skipWhitespace()
            let value = try attributeValue(of: attribute)
            element.attributes.append(XMLElement.Attribute(name: attribute, value: value, line: attributeLine, column: attributeColumn))
        }
    }

    /// `</name>`, with the `<` at `offset`; returns the name and where the tag starts.
    private mutating func endTag() throws(XMLError) -> (String, Int, Int) {
        let (line, column) = (self.line, self.column)
        advance(2)
        let name = try self.name(what: "an element name after '</'")
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else { throw error("expected '>' to end the end tag </\(name)>") }
        advance()
        return (name, line, column)
    }

    /// A quoted attribute value, its entities decoded and its line breaks and tabs made spaces (XML's normalization).
    private mutating func attributeValue(of attribute: String) throws(XMLError) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw error("the value of '\(attribute)' must be quoted (\(attribute)=\"…\")")
        }
        let quote = bytes[offset]
        let (line, column) = (self.line, self.column)
        advance()
        var value: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                throw error("the file ends inside the value of '\(attribute)' (opened at \(line):\(column)); it has no closing quote")
            }
            let byte = bytes[offset]
            if byte == quote {
                advance()
                break
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw error("'<' in the value of '\(attribute)'; write it as &lt;")
            case UInt8(ascii: "&"):
                try entity(into: &value)
            case UInt8(ascii: "\r"):
                value.append(UInt8(ascii: " "))
                advance()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                value.append(UInt8(ascii: " "))
                advance()
            default:
                try checkCharacter(byte)
                value.append(byte)
                advance()
            }
        }
        guard let text = String(validating: value, as: UTF8.self) else {
            throw error("the value of '\(attribute)' is not valid UTF-8", line: line, column: column)
        }
        return text
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` at `offset`, appended as UTF-8.
    mutating func entity(into value: inout [UInt8]) throws(XMLError) {
        let (line, column) = (self.line, self.column)
        var end = offset + 1
        while end < bytes.count, end - offset <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' that starts no entity; write it as &amp;")
        }
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch body {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw error(
                    "unknown entity '&\(body);': only &lt; &gt; &amp; &quot; &apos; and character references (&#10;) are read, "
                        + "since no document type is", line: line, column: column)
            }
        }
        guard let scalar, Self.isXMLCharacter(scalar) else {
            throw error("the character reference '&\(body);' is not a character XML allows", line: line, column: column)
        }
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
        advance(end + 1 - offset)
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and everything from U+0020 but the surrogates, U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// A name (element or attribute): a letter, `_`, `:` or any non-ASCII byte, then also digits, `-` and `.`.
    private mutating func name(what: String) throws(XMLError) -> String {
        let start = offset
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else { throw error("expected \(what)") }
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance() }
        guard let name = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) else {
            throw error("a name that is not valid UTF-8")
        }
        return name
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    func isNameEnd(at index: Int) -> Bool {
        index >= bytes.count || !Self.isNameByte(bytes[index])
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
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isWhitespace(bytes[offset]) { advance() }
        return offset > start
    }

    func starts(with text: String) -> Bool {
        starts(with: Array(text.utf8), at: offset)
    }

    func starts(with prefix: [UInt8], at index: Int? = nil) -> Bool {
        let index = index ?? offset
        guard index + prefix.count <= bytes.count else { return false }
        for (position, byte) in prefix.enumerated() where bytes[index + position] != byte { return false }
        return true
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
