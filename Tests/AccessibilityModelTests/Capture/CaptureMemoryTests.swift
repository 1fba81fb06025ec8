import Foundation
import Testing

@testable import AccessibilityModel

/// What reading a capture keeps (docs/robustness.md, "Memory of captured
/// screens"): the file's pages are given back as they are read, the index of
/// elements keeps each element type once, and a mapped file reads exactly as
/// its bytes do. Counted, never timed.
@Suite struct CaptureMemoryTests {
    /// A page source as WebDriverAgent writes it, compact (one line): `rows` cells, each holding a group, a text and a
    /// button, and one unmapped attribute and one unreadable frame value, for warnings.
    static func pageSource(rows: Int) -> String {
        func element(_ type: String, _ names: String, accessible: Bool, y: Int, height: Int = 44, index: Int, empty: Bool) -> String {
            #"<XCUIElementType\#(type) type="XCUIElementType\#(type)"\#(names) enabled="true" visible="true" "#
                + #"accessible="\#(accessible)" x="0" y="\#(y)" width="390" height="\#(height)" index="\#(index)"\#(empty ? "/>" : ">")"#
        }
        var text = #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT>"#
        text += element("Application", #" name="Big" label="Big""#, accessible: false, y: 0, height: 844, index: 0, empty: false)
        text += element("Table", #" flavour="plain""#, accessible: false, y: 0, height: 844, index: 0, empty: false)
        for row in 0..<rows {
            text += element("Cell", "", accessible: false, y: 44 * row, index: row, empty: false)
            text += element("Other", "", accessible: false, y: 44 * row, index: 0, empty: true)
            text += element(
                "StaticText", #" value="Row \#(row)" name="Row \#(row)" label="Row \#(row)""#, accessible: true, y: 44 * row, index: 1, empty: true)
            text += element("Button", #" name="info-\#(row)" label="More Info""#, accessible: true, y: 44 * row, index: 2, empty: true)
            text += "</XCUIElementTypeCell>"
        }
        if let first = text.range(of: #"y="44" width"#) { text.replaceSubrange(first, with: #"y="44px" width"#) }
        return text + "</XCUIElementTypeTable></XCUIElementTypeApplication></AppiumAUT>"
    }

    /// Every node path of `tree`, parents first.
    static func paths(of tree: AccessibilityTree) -> [NodePath] {
        var paths: [NodePath] = []
        tree.root.walk { _, path in
            paths.append(path)
            return .visitChildren
        }
        return paths
    }

    /// A file holding `text`, mapped, and its bytes.
    static func mapped(_ text: String) throws -> (file: MappedFile, data: Data) {
        let data = Data(text.utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("capture-memory-\(UUID().uuidString)")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let file = try #require(MappedFile(descriptor: handle.fileDescriptor, limit: 1 << 30))
        return (file, data)
    }

    /// Whether two readings of a capture are the same screen: tree, warnings, and every element's index entry.
    static func expectSame(_ mapped: CapturedScreen, _ read: CapturedScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(mapped.tree == read.tree, sourceLocation: sourceLocation)
        #expect(mapped.warnings == read.warnings, sourceLocation: sourceLocation)
        #expect(mapped.warningCount == read.warningCount, sourceLocation: sourceLocation)
        let paths = Self.paths(of: read.tree)
        #expect(mapped.index.elements(at: paths) == read.index.elements(at: paths), sourceLocation: sourceLocation)
        #expect(read.index.elements(at: paths).count == paths.count, sourceLocation: sourceLocation)
    }

    @Test func `the XML reader says which bytes it is done with, in order, and reads the same elements`() throws {
        let data = Data(Self.pageSource(rows: 40).utf8)
        var released: [Int] = []
        var builder = XMLElementBuilder()
        let root = try data.withUnsafeBytes { raw in
            try XMLReader.read(raw.bindMemory(to: UInt8.self), building: &builder, releasingPages: { released.append($0) }, every: 1_000)
        }
        let plain = try data.withUnsafeBytes { raw in try XMLReader.read(raw.bindMemory(to: UInt8.self)) }
        // Told at start tags, every thousand bytes or a little more (an element is some 200), further on each time.
        #expect(released.count >= data.count / 1_300)
        #expect(zip(released, released.dropFirst()).allSatisfy { $0 + 1_000 <= $1 })
        #expect(released.allSatisfy { $0 < data.count && data[$0] == UInt8(ascii: "<") })
        #expect(root?.name == plain.name && root?.children.count == plain.children.count)
        #expect(root?.children.first?.children.first?.children.count == 40)  // AppiumAUT, the application, the table
    }

    @Test func `a mapped page source reads as its bytes do, and its bytes read the same after its pages are given back`() throws {
        let text = Self.pageSource(rows: 300)
        let (file, data) = try Self.mapped(text)
        let mapped = try CapturedScreen.read(file, as: .pageSource)
        let read = try CapturedScreen.readPageSource(data)
        Self.expectSame(mapped, read)
        #expect(read.warningCount == 2)  // the unmapped attribute, the unreadable frame value
        #expect(file.data == data)
    }

    @Test func `a mapped snapshot reads as its bytes do`() throws {
        var children: [String] = []
        for row in 0..<200 {
            children.append(
                #"{"elementType":75,"identifier":"","label":"","frame":{"X":0,"Y":\#(44 * row),"Width":390,"Height":44},"#
                    + #""enabled":true,"selected":false,"children":[{"elementType":48,"identifier":"","label":"Row \#(row)","#
                    + #""value":"Row \#(row)","frame":{"X":16,"Y":\#(44 * row + 12),"Width":200,"Height":20},"enabled":true,"#
                    + #""selected":false,"shade":1,"children":[]}]}"#)
        }
        let text =
            #"{"elementType":2,"identifier":"","label":"Big","frame":{"X":0,"Y":0,"Width":390,"Height":844},"enabled":true,"#
            + #""selected":false,"children":[\#(children.joined(separator: ","))]}"#
        let (file, data) = try Self.mapped(text)
        let mapped = try #require(try CapturedScreen.readSnapshot(JSONParser().parse(data), file: file))
        let read = try #require(try CapturedScreen.readSnapshot(JSONParser().parse(data), data: data))
        Self.expectSame(mapped, read)
        #expect(read.warningCount == 1)  // the unmapped key
        #expect(read.index.elements(at: [NodePath([199, 0])])[NodePath([199, 0])]?.column ?? 0 > 1)
        #expect(file.data == data)
    }

    /// Before, each element held its type's name in the index (a string per element, since `XCUIElementTypeStaticText`
    /// is too long to be kept inline).
    /// A captured element is held for every element of the file until it becomes a node. Adding a flag after the
    /// lists (8 more bytes an element, 184) made an audit of a 200,000-element page source take 261 MiB instead
    /// of 216 at its peak, though its heap's peak was the same: the larger arrays of the reading left the
    /// allocator's memory laid out otherwise. The flags sit together.
    @Test func `a captured element stays 176 bytes`() {
        #expect(MemoryLayout<CapturedElement>.stride <= 176)
    }

    @Test func `the index keeps each element type once, however many elements have it`() throws {
        let screen = try CapturedScreen.readPageSource(Data(Self.pageSource(rows: 500).utf8))
        #expect(screen.index.count == 2_002)
        #expect(screen.index.types == ["Application", "Table", "Cell", "Other", "StaticText", "Button"])
        let button = NodePath([0, 499, 2])
        #expect(screen.index.elements(at: [button])[button]?.type == "Button")
        #expect(screen.index.elements(at: [button])[button]?.xpath == #"//XCUIElementTypeButton[@name="info-499"]"#)
    }
}
