import AccessibilityModel
import Testing

/// A document written a piece at a time with ``JSONStreamWriter`` is the text
/// ``JSONWriter`` gives the same value whole, in both styles.
@Suite struct JSONStreamWriterTests {
    static let findings: [JSONValue] = [
        .object([("rule", "label-missing"), ("frame", [16, 60, 200, 34]), ("diff", ["- a", "+ b"]), ("empty", .object([]))]),
        .object([]),
        .array([.object([("a", 1)]), []]),
    ]

    /// The same document, whole: a head, a streamed array of `items`, an empty streamed array, a tail.
    static func whole(_ items: [JSONValue]) -> JSONValue {
        .object([
            ("version", 1), ("name", "a \"quoted\"\nname"), ("findings", .array(items)), ("scenarios", []),
            ("nested", .object([("list", .array(items))])), ("last", nil),
        ])
    }

    static func streamed(_ items: [JSONValue], style: JSONWriter.Style) -> [UInt8] {
        var json = JSONStreamWriter(style: style)
        var bytes: [UInt8] = []
        json.beginObject(into: &bytes)
        json.write(1, key: "version", into: &bytes)
        json.write("a \"quoted\"\nname", key: "name", into: &bytes)
        json.beginArray(key: "findings", into: &bytes)
        for item in items { json.write(item, into: &bytes) }
        json.end(into: &bytes)
        json.beginArray(key: "scenarios", into: &bytes)
        json.end(into: &bytes)
        json.beginObject(key: "nested", into: &bytes)
        json.beginArray(key: "list", into: &bytes)
        for item in items { json.write(item, into: &bytes) }
        json.end(into: &bytes)
        json.end(into: &bytes)
        json.write(nil, key: "last", into: &bytes)
        json.end(into: &bytes)
        return bytes
    }

    @Test(arguments: [JSONWriter.Style.pretty, .compact], [[], findings, Array(findings.prefix(1))])
    func `streaming writes the text of the whole value`(_ style: JSONWriter.Style, _ items: [JSONValue]) {
        #expect(String(decoding: Self.streamed(items, style: style), as: UTF8.self) == JSONWriter(style: style).string(Self.whole(items)))
    }
}
