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

    @Test func `invalid UTF-8 in a value is refused where the value starts`() {
        var data = Data("<a x=\"".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Data("\"/>".utf8))
        #expect(throws: XMLError(message: "the value of 'x' is not valid UTF-8", line: 1, column: 6)) { try read(data) }
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
