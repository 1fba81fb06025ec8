import AccessibilityModel
import Foundation
import Testing

@Suite struct JSONParserTests {
    /// One malformed input and the error it must produce.
    struct Malformed: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let message: String
        let position: String
        var testDescription: String { name }
    }

    static let malformed: [Malformed] = [
        .init(name: "empty", input: "", message: "empty input", position: "1:1"),
        .init(name: "whitespace only", input: " \n\t ", message: "input contains only whitespace", position: "2:3"),
        .init(name: "truncated array", input: "[1, 2", message: "unexpected end of input; expected ',' or ']' after array element", position: "1:6"),
        .init(name: "truncated object", input: "{\"a\": ", message: "unexpected end of input; expected a value", position: "1:7"),
        .init(name: "missing comma", input: "{\"a\": 1 \"b\": 2}", message: "expected ',' or '}' after object member, found '\"'", position: "1:9"),
        .init(name: "missing colon", input: "{\"a\" 1}", message: "expected ':' after object key, found '1'", position: "1:6"),
        .init(name: "trailing comma in array", input: "[1,]", message: "trailing comma before ']'", position: "1:4"),
        .init(name: "trailing comma in object", input: "{\"a\":1,}", message: "trailing comma before '}'", position: "1:8"),
        .init(name: "unterminated string", input: "[\"abc", message: "unterminated string", position: "1:2"),
        .init(
            name: "raw newline in string", input: "\"a\nb\"",
            message: "unescaped control character U+000A in string (a line break; write \\n, or close the string)", position: "1:3"),
        .init(
            name: "raw tab in string", input: "\"a\tb\"", message: "unescaped control character U+0009 in string; write it as an escape",
            position: "1:3"),
        .init(
            name: "bad escape", input: #""a\qb""#, message: #"invalid escape '\q' in string; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#,
            position: "1:3"),
        .init(name: "short unicode escape", input: #""\u12""#, message: #"invalid \u escape in string: expected 4 hex digits"#, position: "1:2"),
        .init(
            name: "lone high surrogate", input: #""\uD83D""#,
            message: #"lone surrogate \uD83D in string: a high surrogate must be followed by a \u escape of a low surrogate"#, position: "1:2"),
        .init(
            name: "lone low surrogate", input: #""\uDE00x""#, message: #"lone surrogate \uDE00 in string: a low surrogate without a high one"#,
            position: "1:2"),
        .init(
            name: "high surrogate then non-surrogate", input: #""\uD83D\u0041""#,
            message: #"lone surrogate \uD83D in string: followed by \u0041, which is not a low surrogate"#, position: "1:2"),
        .init(name: "leading zero", input: "[01]", message: "invalid number: leading zeros are not allowed", position: "1:2"),
        .init(name: "bare minus", input: "[-]", message: "invalid number: expected a digit after '-'", position: "1:3"),
        .init(name: "dot without digits", input: "[1.]", message: "invalid number: expected a digit after '.'", position: "1:4"),
        .init(name: "empty exponent", input: "[1e]", message: "invalid number: expected a digit in the exponent", position: "1:4"),
        .init(name: "leading plus", input: "[+1]", message: "unexpected '+'; expected a value", position: "1:2"),
        .init(name: "overflowing number", input: "[1e400]", message: "number 1e400 is out of range", position: "1:2"),
        .init(name: "capitalised literal", input: "[True]", message: "unexpected 'T'; expected a value", position: "1:2"),
        .init(name: "misspelt literal", input: "[nul]", message: "invalid literal: expected 'null'", position: "1:2"),
        .init(name: "trailing garbage", input: "{} x", message: "unexpected 'x' after the JSON value", position: "1:4"),
        .init(name: "two documents", input: "1\n2", message: "unexpected '2' after the JSON value", position: "2:1"),
        .init(name: "duplicate key", input: "{\"a\": {\"b\": 1, \"b\": 2}}", message: "duplicate key \"b\" at a.b", position: "1:16"),
        .init(name: "NUL byte", input: "\u{0}", message: "unexpected byte 0x00; expected a value", position: "1:1"),
        .init(name: "non-ASCII outside a string", input: "[é]", message: "unexpected character U+00E9; expected a value", position: "1:2"),
    ]

    @Test(arguments: malformed)
    func `malformed JSON is refused with a precise message`(_ example: Malformed) {
        do {
            let value = try JSONParser().parse(example.input)
            Issue.record("parsed as \(value)")
        } catch {
            #expect(error.message == example.message)
            #expect("\(error.line):\(error.column)" == example.position)
        }
    }

    @Test func `invalid UTF-8 is reported with its byte offset`() {
        let data = Data([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
        #expect(throws: JSONError.self) { try JSONParser().parse(data) }
        do { _ = try JSONParser().parse(data) } catch {
            #expect(error.code == .invalidUTF8)
            #expect(error.description == "1:4: invalid UTF-8 at byte 3")
        }
    }

    @Test(arguments: [
        ("overlong slash", [0xC0, 0xAF] as [UInt8]),
        ("encoded surrogate", [0xED, 0xA0, 0x80]),
        ("truncated sequence", [0xE2, 0x82]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("binary garbage", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00]),
    ])
    func `malformed UTF-8 is refused`(_ name: String, _ bytes: [UInt8]) {
        do {
            _ = try JSONParser().parse(Data([0x22] + bytes + [0x22]))
            Issue.record("\(name) was accepted")
        } catch {
            #expect(error.code == .invalidUTF8, "\(name)")
        }
    }

    @Test func `a byte order mark is skipped`() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(try JSONParser().parse(data) == [1])
    }

    @Test func `objects keep their members in document order`() throws {
        let value = try JSONParser().parse(#"{"z": 1, "a": 2, "m": {"y": null, "b": [true, false]}}"#)
        let expected: JSONValue = .object([("z", 1), ("a", 2), ("m", .object([("y", nil), ("b", [true, false])]))])
        #expect(value == expected)
        #expect(value.objectValue?.map(\.key) == ["z", "a", "m"])
    }

    @Test func `escapes and surrogate pairs decode to the right scalars`() throws {
        let value = try JSONParser().parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\uD83D\uDE00", "\u0000"]"#)
        #expect(value == ["\"\\/\u{8}\u{C}\n\r\t", "é€", "😀", "\u{0}"])
    }

    @Test func `numbers follow the JSON grammar`() throws {
        let value = try JSONParser().parse("[0, -0, 12, -3.25, 1e3, 2E-2, 123456789012345678, 0.1]")
        #expect(value == [0, 0, 12, -3.25, 1000, 0.02, .number(1.2345678901234568e17), 0.1])
    }

    @Test func `duplicate keys in a large object are found`() {
        let members = (0..<50).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        do {
            _ = try JSONParser().parse("{\(members), \"k7\": 0}")
            Issue.record("duplicate accepted")
        } catch {
            #expect(error.code == .duplicateKey)
            #expect(error.message == "duplicate key \"k7\" at k7")
        }
    }

    @Test func `nesting deeper than the limit is refused without recursion`() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        do {
            _ = try JSONParser(options: .init(maximumDepth: 64)).parse(text)
            Issue.record("accepted")
        } catch {
            #expect(error.code == .tooDeep)
            #expect(error.message == "nesting is deeper than 64 levels")
            #expect(error.column == 65)
            #expect(error.path.components.count == 64)
        }
    }

    @Test func `nesting at the limit is accepted`() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try JSONParser(options: .init(maximumDepth: 64)).parse(text)
    }

    @Test func `input larger than the limit is refused`() {
        #expect(throws: JSONError.self) { try JSONParser(options: .init(maximumBytes: 4)).parse("[1, 2]") }
    }

    @Test func `the path of an error names keys and indexes`() {
        do {
            _ = try JSONParser().parse(#"{"root": {"children": [{}, {"label": "a" "x"}]}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.path.description == "root.children[1].label")
        }
    }

    @Test func `the locator finds the offset of a value by path`() {
        let data = Data(#"{"a": [10, {"b": "x"}], "c": true}"#.utf8)
        let parser = JSONParser()
        #expect(parser.offset(of: JSONPath([.key("a"), .index(1), .key("b")]), in: data) == 17)
        #expect(parser.offset(of: JSONPath([.key("c")]), in: data) == 29)
        #expect(parser.offset(of: JSONPath([.key("zzz")]), in: data) == nil)
        #expect(JSONParser.lineAndColumn(of: 17, in: data) == (1, 18))
    }

    @Test func `paths with unusual keys are written in brackets and abbreviated when long`() {
        #expect(JSONPath([.key("a b"), .index(0), .key("c")]).description == #"["a b"][0].c"#)
        let long = JSONPath([.key("root")] + Array(repeating: [JSONPath.Component.key("children"), .index(0)], count: 20).flatMap { $0 })
        #expect(long.abbreviated() == "root.children[0].children[0].children…(30 more)…[0].children[0].children[0]")
    }
}
