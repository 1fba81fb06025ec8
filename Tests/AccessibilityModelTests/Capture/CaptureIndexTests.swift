import Foundation
import Testing

@testable import AccessibilityModel

/// Where captured elements are and how Appium finds them (docs/capturing.md § Findings you can act on).
@Suite struct CaptureIndexTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The one-scan positions of a snapshot's elements are those the JSON reader finds for each element's path
    /// (one scan of the file per element: the slow way, kept for errors).
    @Test func `a snapshot's elements are located where the JSON reader finds them`() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("docs/examples/capture/sign-in.json"))
        let positions = SnapshotReader.elementPositions(in: data)
        var expected: [(line: Int, column: Int)] = []
        let parser = JSONParser()
        func walk(_ value: JSONValue, path: JSONPath) {
            let offset = parser.offset(of: path, in: data) ?? -1
            expected.append(JSONParser.lineAndColumn(of: offset, in: data))
            for (index, child) in (value["children"]?.arrayValue ?? []).enumerated() {
                walk(child, path: path.appending(.key("children")).appending(.index(index)))
            }
        }
        walk(try parser.parse(data), path: JSONPath())
        #expect(positions.count == expected.count)
        #expect(positions.map { "\($0.line):\($0.column)" } == expected.map { "\($0.line):\($0.column)" })
    }

    @Test func `keys inside strings and frames are not taken for children`() {
        let text = #"{"elementType": 2, "label": "a \"children\": [{", "frame": {"children": [{"X": 1}]}, "children": [ {"elementType": 9} ]}"#
        let positions = SnapshotReader.elementPositions(in: Data(text.utf8))
        #expect(positions.map(\.column) == [1, 100])
    }

    @Test func `an XPath literal with both quotes is a concat`() {
        #expect(CaptureIndex.literal("Save") == #""Save""#)
        #expect(CaptureIndex.literal(#"Say "hi""#) == #"'Say "hi"'"#)
        #expect(CaptureIndex.literal(#"Bob's "pick""#) == #"concat("Bob's ", '"', "pick", '"', "")"#)
    }

    @Test func `an element without a name is ranked among every element of its type`() throws {
        let page = """
            <XCUIElementTypeApplication name="A" x="0" y="0" width="10" height="10">
              <XCUIElementTypeImage name="logo" x="0" y="0" width="1" height="1"/>
              <XCUIElementTypeImage x="0" y="0" width="1" height="1"/>
            </XCUIElementTypeApplication>
            """
        let screen = try CapturedScreen.readPageSource(Data(page.utf8))
        let elements = screen.index.elements(at: [NodePath([0]), NodePath([1]), .root])
        #expect(elements[NodePath([0])]?.xpath == #"//XCUIElementTypeImage[@name="logo"]"#)
        #expect(elements[NodePath([1])]?.xpath == "(//XCUIElementTypeImage)[2]")
        #expect(elements[.root]?.xpath == #"//XCUIElementTypeApplication[@name="A"]"#)
        #expect(elements[NodePath([1])]?.line == 3)
        #expect(elements[NodePath([1])]?.column == 3)
    }

    /// Rows of a table, each a cell holding a button: nested paths find their elements (a step per level).
    @Test func `nested paths find their elements in a wide list`() throws {
        let row =
            #"<XCUIElementTypeCell x="0" y="0" width="9" height="9"><XCUIElementTypeButton name="Go" x="0" y="0" width="9" height="9"/></XCUIElementTypeCell>"#
        let page =
            #"<XCUIElementTypeApplication name="A" x="0" y="0" width="9" height="9"><XCUIElementTypeTable x="0" y="0" width="9" height="9">"#
            + String(repeating: "\n" + row, count: 500) + "</XCUIElementTypeTable></XCUIElementTypeApplication>"
        let screen = try CapturedScreen.readPageSource(Data(page.utf8))
        let elements = screen.index.elements(at: [NodePath([0, 499, 0]), NodePath([0, 2]), NodePath([0, 500])])
        #expect(elements[NodePath([0, 499, 0])]?.xpath == #"(//XCUIElementTypeButton[@name="Go"])[500]"#)
        #expect(elements[NodePath([0, 499, 0])]?.line == 501)
        #expect(elements[NodePath([0, 2])]?.xpath == "(//XCUIElementTypeCell)[3]")
        #expect(elements[NodePath([0, 500])] == nil)
    }
}
