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
/// ``maximumElements`` elements, and more than ``maximumAttributes``
/// attributes on one element, are refused where the limit is passed; the
/// elements are built with an explicit stack, never by recursion, and every
/// byte is looked at a bounded number of times (reading is linear in the size
/// of the file).
struct XMLReader {
    /// The most element levels a document may have (the root is level 1), as the JSON tree format allows.
    static let maximumDepth = TreeFormat.maximumDepth
    /// The most elements a document may have, as the JSON tree format allows nodes.
    static let maximumElements = TreeFormat.maximumNodeCount
    /// The most attributes one element may have: WebDriverAgent writes at most about twenty.
    static let maximumAttributes = 256
    /// From how many attributes on, an attribute given twice is found with a set rather than by a scan.
    private static let attributeSetThreshold = 16

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var column = 1
    private var elementCount = 0
    /// Told, every `releaseStride` bytes or so, the offset before which the bytes are read and done with.
    private let release: ((Int) -> Void)?
    private let releaseStride: Int
    private var releaseMark: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)?, every stride: Int) {
        self.bytes = bytes
        self.release = release
        releaseStride = stride
        releaseMark = stride
    }

    /// Reads the document in `bytes` and returns its root element.
    /// - Throws: ``XMLError`` at the first problem.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLError) -> XMLElement {
        var builder = XMLElementBuilder()
        return try read(bytes, building: &builder) ?? XMLElement(name: "", attributes: [], children: [], line: 1, column: 1)
    }

    /// Reads the document in `bytes`, making each element into a `Builder.Node` at its start tag (without its
    /// children, so that its attributes are freed at once) and handing it to its parent at its end tag.
    /// `release`, when given, is told every few megabytes the offset before which the bytes are done with (a
    /// mapped file's pages can then be dropped: ``MappedFile/releasePages(before:)``); the reader never goes back.
    /// - Throws: ``XMLError`` at the first problem.
    static func read<Builder: XMLTreeBuilder>(
        _ bytes: UnsafeBufferPointer<UInt8>, building builder: inout Builder, releasingPages release: ((Int) -> Void)? = nil,
        every stride: Int = TreeShape.releaseStride
    ) throws(XMLError) -> Builder.Node? {
        var reader = XMLReader(bytes, releasingPages: release, every: stride)
        return try reader.document(&builder)
    }

    // MARK: The document

    /// An open element: its node so far, and its name and place for its end tag.
    private struct Open<Node> {
        var node: Node
        var name: String
        var line: Int
        var column: Int
    }

    private mutating func document<Builder: XMLTreeBuilder>(_ builder: inout Builder) throws(XMLError) -> Builder.Node? {
        if starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a byte order mark (columns do not count it)
        try misc(beforeRoot: true)
        guard offset < bytes.count else { throw error("the file has no root element") }
        var stack: [Open<Builder.Node>] = []
        var root: Builder.Node?
        while root == nil {
            guard offset < bytes.count else {
                let open = stack.last
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
                guard open.name == name else {
                    throw error(
                        "end tag </\(name)> does not match <\(open.name)> opened at \(open.line):\(open.column)",
                        line: line, column: column)
                }
                if stack.isEmpty { root = open.node } else { builder.append(open.node, to: &stack[stack.count - 1].node) }
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
                if let release, offset >= releaseMark {
                    release(offset)
                    releaseMark = offset + releaseStride
                }
                if stack.count >= Self.maximumDepth {
                    throw error("elements nest deeper than \(Self.maximumDepth) levels; a captured screen is far shallower")
                }
                elementCount += 1
                if elementCount > Self.maximumElements {
                    throw error("the file has more than \(Self.maximumElements) elements; a captured screen has far fewer")
                }
                let (element, isEmpty) = try startTag()
                let node = builder.node(for: element)
                if isEmpty {
                    if stack.isEmpty { root = node } else { builder.append(node, to: &stack[stack.count - 1].node) }
                } else {
                    stack.append(Open(node: node, name: element.name, line: element.line, column: element.column))
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
        return root
    }

    /// Whitespace, comments and processing instructions outside the root element.
    private mutating func misc(beforeRoot: Bool) throws(XMLError) {
        let documentStart = offset
        while offset < bytes.count {
            skipWhitespace()
            if starts(with: "<?xml") && beforeRoot && offset == documentStart && isNameEnd(at: offset + 5) {
                try xmlDeclaration()
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
    func refusedDeclaration() -> XMLError {
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
        // Past a few attributes, the names seen so far are kept in a set, so that a hostile element with
        // thousands of attributes is not checked pairwise.
        var names: Set<String>?
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
            let givenTwice: Bool
            if var seen = names {
                names = nil  // one reference, so that the insertion does not copy the set
                givenTwice = !seen.insert(attribute).inserted
                names = seen
            } else {
                givenTwice = element.attributes.contains { $0.name == attribute }
                if element.attributes.count + 1 >= Self.attributeSetThreshold {
                    names = Set(element.attributes.map(\.name) + [attribute])
                }
            }
            if givenTwice {
                throw error("attribute '\(attribute)' is given twice in <\(name)>", line: attributeLine, column: attributeColumn)
            }
            if element.attributes.count >= Self.maximumAttributes {
                throw error(
                    "<\(name)> has more than \(Self.maximumAttributes) attributes; a captured element has far fewer",
                    line: attributeLine, column: attributeColumn)
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
    mutating func attributeValue(of attribute: String) throws(XMLError) -> String {
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
                let start = offset
                try advanceCharacter()
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
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
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// A name (element or attribute): a letter, `_`, `:` or any non-ASCII byte, then also digits, `-` and `.`.
    mutating func name(what: @autoclosure () -> String) throws(XMLError) -> String {
        let (start, line, column) = (offset, self.line, self.column)
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else { throw error("expected \(what())") }
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance() }
        guard let name = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) else {
            throw error("a name that is not valid UTF-8", line: line, column: column)
        }
        return name
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    func isNameEnd(at index: Int) -> Bool {
        index >= bytes.count || !Self.isNameByte(bytes[index])
    }

}
