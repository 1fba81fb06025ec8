import Foundation
import Testing

@testable import AccessibilityModel

/// The strict XML reader behind page-source captures (docs/robustness.md: hostile input).
@Suite struct XMLReaderTests {
    func read(_ text: String) throws(XMLError) -> XMLElement {
        try read(Data(text.utf8))
    }

    func read(_ data: Data) throws(XMLError) -> XMLElement {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(XMLError) -> XMLElement in try XMLReader.read(raw.bindMemory(to: UInt8.self)) }
        }
        return try result.get()
    }

    func failure(_ text: String) -> XMLError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func `elements, attributes and their entities are read in order`() throws {
        let root = try read(
            """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <a x='1' label="Fish &amp; chips &lt;3 &#x1F41F; &#10;next">
              text <![CDATA[ <not a tag> ]]>
              <b/><c k="v"></c>
            </a>
            <?trailing instruction?>
            """)
        #expect(root.name == "a")
        #expect(root.attributes.map(\.name) == ["x", "label"])
        #expect(root[attribute: "label"] == "Fish & chips <3 🐟 \nnext")
        #expect(root.children.map(\.name) == ["b", "c"])
        #expect(root.children[1][attribute: "k"] == "v")
        #expect((root.children[1].line, root.children[1].column) == (5, 7))
    }

    @Test func `line breaks and tabs in attribute values become spaces, as XML normalizes them`() throws {
        #expect(try read("<a v=\"one\ntwo\tthree\r\nfour\"/>")[attribute: "v"] == "one two three four")
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var text: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { message }
    }

    static let bad: [Bad] = [
        Bad(text: "", message: "the file has no root element", line: 1, column: 1),
        Bad(text: "<a><b></a>", message: "end tag </a> does not match <b> opened at 1:4", line: 1, column: 7),
        Bad(text: "<a x=\"1\" x=\"2\"/>", message: "attribute 'x' is given twice in <a>", line: 1, column: 10),
        Bad(text: "<a x=\"<\"/>", message: "'<' in the value of 'x'; write it as &lt;", line: 1, column: 7),
        Bad(text: "<a>fish & chips</a>", message: "'&' that starts no entity; write it as &amp;", line: 1, column: 9),
        Bad(text: "<a/><b/>", message: "a second root element; an XML document has one", line: 1, column: 5),
        Bad(text: "<a/>tail", message: "text after the root element", line: 1, column: 5),
        Bad(text: "<a>\u{01}</a>", message: "control character U+0001 is not allowed in XML", line: 1, column: 4),
        Bad(text: "<a x=\"&#0;\"/>", message: "the character reference '&#0;' is not a character XML allows", line: 1, column: 7),
        Bad(text: "<a><!-- a -- b --></a>", message: "'--' inside a comment", line: 1, column: 11),
        Bad(text: " <?xml version=\"1.0\"?><a/>", message: "the XML declaration (<?xml …?>) must come first in the file", line: 1, column: 2),
        Bad(text: "<a x=\"1\"y=\"2\"/>", message: "expected whitespace, '>' or '/>' in the start tag <a>", line: 1, column: 9),
        Bad(text: "<a", message: "the file ends inside the start tag <a> (opened at 1:1)", line: 1, column: 3),
        Bad(
            text: "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;\">]><lolz>&lol2;</lolz>",
            message: "a document type declaration (<!DOCTYPE …>) is refused: its entities could expand without bound, and page sources have none",
            line: 1, column: 1),
    ]

    @Test(arguments: bad)
    func `a document that is not well-formed is refused at its first problem`(example: Bad) {
        let error = failure(example.text)
        #expect(error?.message == example.message)
        #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (example.line, example.column))
    }

    @Test func `invalid UTF-8 in a value is refused at its byte`() {
        var data = Data("<a x=\"".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Data("\"/>".utf8))
        #expect(throws: XMLError(message: "invalid UTF-8 (byte 0xC3); a page source is UTF-8", line: 1, column: 7)) { try read(data) }
    }

    /// Before: comments, CDATA and processing instructions were skipped without looking at their bytes.
    @Test(arguments: [("<a><!-- ", " --></a>"), ("<a><![CDATA[ ", " ]]></a>"), ("<a><?pi ", " ?></a>"), ("<a>", "</a>"), ("<!-- ", " --><a/>")])
    func `invalid UTF-8 anywhere is refused at its byte`(around: (String, String)) {
        var data = Data(around.0.utf8)
        data.append(contentsOf: [0xFF, 0x41])
        data.append(contentsOf: Data(around.1.utf8))
        let column = around.0.count + 1
        #expect(throws: XMLError(message: "invalid UTF-8 (byte 0xFF); a page source is UTF-8", line: 1, column: column)) { try read(data) }
    }

    static let declarations: [Bad] = [
        Bad(
            text: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
            message:
                "the file declares the encoding 'UTF-16', but a11y-audit reads UTF-8; convert it first, for example with 'iconv -f UTF-16 -t UTF-8'",
            line: 1, column: 30),
        Bad(text: "<?xml version=\"2.0\"?><a/>", message: "XML version '2.0' is not one this reader reads (1.0)", line: 1, column: 15),
        Bad(
            text: "<?xml encoding=\"UTF-8\"?><a/>",
            message: "the XML declaration must start with its version (<?xml version=\"1.0\"?>), found 'encoding'", line: 1, column: 7),
        Bad(text: "<?xml?><a/>", message: "the XML declaration has no version (<?xml version=\"1.0\"?>)", line: 1, column: 6),
        Bad(
            text: "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", message: "standalone must be 'yes' or 'no', found 'maybe'", line: 1, column: 32),
        Bad(
            text: "<?xml version=\"1.0\" standalone=\"yes\" encoding=\"UTF-8\"?><a/>",
            message: "'encoding' is out of place in the XML declaration: its order is version, encoding, standalone", line: 1,
            column: 38),
    ]

    /// Before: the declaration was skipped like any processing instruction, whatever it declared.
    @Test(arguments: declarations)
    func `the XML declaration is checked`(example: Bad) {
        let error = failure(example.text)
        #expect(error?.message == example.message)
        #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (example.line, example.column))
    }

    @Test func `a declaration as WebDriverAgent writes it is read`() throws {
        #expect(try read("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a/>").name == "a")
        #expect(try read("<?xml version='1.0' encoding='utf-8' standalone='yes' ?><a/>").name == "a")
    }

    /// Before: each attribute was compared with every earlier one (100,000 attributes took 40 s) and none was refused.
    @Test func `an element with too many attributes is refused where the limit is passed`() {
        let attributes = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let error = failure("<r \(attributes)/>")
        #expect(error?.message == "<r> has more than \(XMLReader.maximumAttributes) attributes; a captured element has far fewer")
        let column = 4 + (0..<XMLReader.maximumAttributes).map { "a\($0)=\"1\" ".count }.reduce(0, +)
        #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (1, column))
    }

    /// Before: a page source past the element limit was read whole before anything refused it.
    @Test func `a document of more elements than a tree may have is refused at the element past the limit`() {
        let error = failure("<r>\n" + String(repeating: "<a/>", count: XMLReader.maximumElements) + "</r>")
        #expect(error?.message == "the file has more than \(XMLReader.maximumElements) elements; a captured screen has far fewer")
        #expect(error.map { ($0.line, $0.column) } ?? (0, 0) == (2, 4 * (XMLReader.maximumElements - 1) + 1))
    }

    @Test func `an attribute given twice is found past the first few`() {
        let attributes = (0..<200).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(failure("<r \(attributes) a150=\"2\"/>")?.message == "attribute 'a150' is given twice in <r>")
        #expect(failure("<r \(attributes) a200=\"2\"/>") == nil)
    }

    @Test func `nesting deeper than the limit is refused without recursion`() {
        let depth = XMLReader.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(failure(text)?.message == "elements nest deeper than \(XMLReader.maximumDepth) levels; a captured screen is far shallower")
        let allowed = XMLReader.maximumDepth
        #expect(failure(String(repeating: "<a>", count: allowed) + String(repeating: "</a>", count: allowed)) == nil)
    }

    @Test func `columns count characters, not bytes`() {
        #expect(failure("<a label=\"naïve\" label=\"x\"/>").map { ($0.line, $0.column) } ?? (0, 0) == (1, 18))
    }
}
