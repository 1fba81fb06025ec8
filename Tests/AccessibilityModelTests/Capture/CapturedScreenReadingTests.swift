import Foundation
import Testing

@testable import AccessibilityModel

/// How captured values are read: a value the readers cannot read is a warning
/// where it is, never a silent change of the audit's result; and reading is
/// linear in the size of the file (docs/spec/tree-format.md § Captured screens).
@Suite struct CapturedScreenReadingTests {
    /// A page source as WebDriverAgent writes it (`FBXPath`: the declaration, then `type`, `name`, `label`,
    /// `enabled`, `visible`, `accessible`, `x`, `y`, `width`, `height`, `index`), with `element` on line 3.
    static func page(_ element: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            \(element)
            </XCUIElementTypeApplication>
            """.utf8)
    }

    static func button(height: String?, enabled: String = "true", accessible: String = "true") -> String {
        let height = height.map { " height=\"\($0)\"" } ?? ""
        return """
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Go" label="Go" enabled="\(enabled)" visible="true" \
            accessible="\(accessible)" x="10" y="20" width="44"\(height) index="0"/>
            """
    }

    /// The 1-based column of `text` in `line`.
    static func column(of text: String, in line: String) -> Int {
        line.distance(from: line.startIndex, to: line.range(of: text)?.lowerBound ?? line.startIndex) + 1
    }

    static func readPage(_ element: String) throws -> CapturedScreen {
        try CapturedScreen.readPageSource(page(element))
    }

    static func readSnapshot(_ text: String) throws -> CapturedScreen? {
        let data = Data(text.utf8)
        return try CapturedScreen.readSnapshot(JSONParser().parse(data), data: data)
    }

    @Test func `a frame as WebDriverAgent writes it is read, without a warning`() throws {
        let screen = try Self.readPage(Self.button(height: "44.5"))
        #expect(screen.tree.root.children.first?.frame == CGRect(x: 10, y: 20, width: 44, height: 44.5))
        #expect(screen.warnings.isEmpty)
    }

    /// Before: each of these dropped the frame without a word, and with it the element's target-size finding.
    @Test(arguments: ["10px", "NaN", "nan", "inf", "", "1,5", "0x10", " 5", "5 ", "1e", "."])
    func `a frame value that is not a number is a warning at it`(value: String) throws {
        let element = Self.button(height: value)
        let screen = try Self.readPage(element)
        #expect(screen.tree.root.children.first?.frame == nil)
        #expect(
            screen.warnings == [
                CaptureWarning(
                    message: "'height' is '\(value)', not a number of points: the element has no frame, so its target size and place are not checked",
                    line: 3, column: Self.column(of: "height=", in: element))
            ])
    }

    @Test func `a negative or missing frame value is a warning at the element`() throws {
        let negative = try Self.readPage(Self.button(height: "-5"))
        #expect(negative.tree.root.children.first?.frame == nil)
        #expect(
            negative.warnings.map(\.message) == [
                "'height' is negative (-5.0): the element has no frame, so its target size and place are not checked"
            ])
        let missing = try Self.readPage(Self.button(height: nil))
        #expect(missing.tree.root.children.first?.frame == nil)
        #expect(
            missing.warnings == [
                CaptureWarning(
                    message: "no 'height' beside the frame's other values: the element has no frame, so its target size and place are not checked",
                    line: 3, column: 1)
            ])
    }

    /// Before: `accessible="TRUE"` or `"1"` hid the element, `enabled="FALSE"` or `"0"` read as enabled.
    @Test(arguments: [("true", true), ("TRUE", true), ("True", true), ("1", true), ("false", false), ("FALSE", false), ("0", false)])
    func `booleans are read in WebDriverAgent's spelling and its variants`(spelling: String, value: Bool) throws {
        let screen = try Self.readPage(Self.button(height: "44", enabled: spelling, accessible: spelling))
        let button = try #require(screen.tree.root.children.first)
        #expect(button.isElement == value)
        #expect(button.traits.contains(.notEnabled) == !value)
        #expect(screen.warnings.isEmpty)
    }

    @Test func `a boolean that is neither true nor false is a warning, and the default`() throws {
        let element = Self.button(height: "44", enabled: "yes", accessible: "maybe")
        let screen = try Self.readPage(element)
        let button = try #require(screen.tree.root.children.first)
        #expect(!button.traits.contains(.notEnabled))
        #expect(button.isElement)
        #expect(
            screen.warnings == [
                CaptureWarning(
                    message: "'enabled' is 'yes', not true or false: read as true", line: 3, column: Self.column(of: "enabled=", in: element)),
                CaptureWarning(
                    message: "'accessible' is 'maybe', not true or false: its type decides whether it is a focus stop",
                    line: 3, column: Self.column(of: "accessible=", in: element)),
            ])
    }

    /// Before: `"enabled": "false"` read as enabled.
    @Test func `a snapshot's booleans written as strings are read, and others are warnings at their value`() throws {
        let screen = try #require(
            try Self.readSnapshot(
                """
                {"elementType": 2, "label": "App", "children": [
                  {"elementType": 9, "label": "Off", "enabled": "false", "selected": 1},
                  {"elementType": 9, "label": "On", "enabled": "nope"},
                  {"elementType": 9, "label": "Wide", "frame": {"X": 0, "Y": 0, "Width": -1, "Height": 44}}
                ]}
                """))
        let buttons = screen.tree.root.children
        #expect(buttons[0].traits.contains(.notEnabled) && buttons[0].traits.contains(.selected))
        #expect(!buttons[1].traits.contains(.notEnabled))
        #expect(buttons[2].frame == nil)
        #expect(
            screen.warnings == [
                CaptureWarning(message: "'enabled' is 'nope', not true or false: read as true", line: 3, column: 48),
                CaptureWarning(
                    message: "'width' is negative (-1.0): the element has no frame, so its target size and place are not checked",
                    line: 4, column: 48),
            ])
    }

    @Test func `an unmapped type in a snapshot is a warning at its element`() throws {
        let screen = try #require(try Self.readSnapshot("{\"elementType\": 2, \"children\": [\n {\"elementType\": 500}]}"))
        #expect(
            screen.warnings == [
                CaptureWarning(message: "unmapped element type 'elementType 500': read as a focus stop without traits", line: 2, column: 2)
            ])
    }

    /// Before: every element's place was looked up by scanning the file (20,000 elements took 118 s).
    @Test func `a snapshot of 20,000 elements is read`() throws {
        let button = #"{"elementType": 9, "label": "B", "enabled": true, "frame": {"X": 0, "Y": 0, "Width": 44, "Height": 44}}"#
        let children = Array(repeating: button, count: 19_999).joined(separator: ",\n")
        let screen = try #require(try Self.readSnapshot("{\"elementType\": 2, \"bogus\": 1, \"children\": [\n\(children)]}"))
        #expect(screen.tree.root.nodeCount == 20_000)
        #expect(screen.warnings == [CaptureWarning(message: "unmapped key 'bogus': ignored", line: 1, column: 29)])
    }

    /// Before: a 1,000,001-element snapshot was read element by element (past a minute) before it was refused.
    @Test func `a snapshot's elements are counted before any is read`() throws {
        let leaf = #"{"elementType": 9, "children": []}"#
        let nested = #"{"elementType": 1, "children": [\#(leaf), \#(leaf)]}"#
        let value = try JSONParser().parse(#"{"elementType": 2, "children": [\#(nested), \#(nested), \#(leaf)]}"#)
        #expect(!SnapshotReader.exceedsElementLimit(value, limit: 8))
        #expect(SnapshotReader.exceedsElementLimit(value, limit: 7))
    }

    @Test func `a page source of 20,000 elements is read`() throws {
        let elements = Array(repeating: Self.button(height: "44"), count: 19_999).joined(separator: "\n")
        let screen = try Self.readPage(elements)
        #expect(screen.tree.root.nodeCount == 20_000)
        #expect(screen.warnings.isEmpty)
    }

    @Test(arguments: [
        ("0", 0.0), ("-3", -3), ("+2", 2), ("20.5", 20.5), (".5", 0.5), ("1e3", 1000), ("1E-2", 0.01),
    ])
    func `decimal numbers are read`(text: String, number: Double) {
        #expect(CapturedValue.number(text) == number)
    }
}
