import Foundation
import Testing

@testable import AccessibilityModel

/// A snapshot dictionary, and WebDriverAgent's envelope, read from the file's
/// bytes without a JSON value of the whole document (docs/robustness.md,
/// "Memory of captured screens"): what is built is counted, never timed.
@Suite struct JSONCaptureReadingTests {
    /// A compact snapshot of an application holding `rows` cells, each with a text, `elementType` written after
    /// the other members when `typeLast` (`JSONSerialization` writes a dictionary's keys in no set order).
    static func snapshot(rows: Int, typeLast: Bool = false) -> String {
        func element(_ type: Int, _ members: String, children: [String]? = nil) -> String {
            var parts = [members]
            if let children { parts.append(#""children":[\#(children.joined(separator: ","))]"#) }
            parts.insert(#""elementType":\#(type)"#, at: typeLast ? parts.count : 0)
            return "{" + parts.joined(separator: ",") + "}"
        }
        let cells = (0..<rows).map { row in
            element(
                75, #""identifier":"","label":"","frame":{"X":0,"Y":\#(44 * row),"Width":390,"Height":44},"enabled":true"#,
                children: [element(48, #""label":"Row \#(row)","value":"Row \#(row)","selected":false,"shade":[1,{"children":[2]}]"#)])
        }
        return element(2, #""label":"Big","frame":{"X":0,"Y":0,"Width":390,"Height":844}"#, children: cells)
    }

    /// The snapshot in `text` read with the reader the command uses, and the largest JSON value it built, in bytes.
    static func read(_ text: String) throws -> (root: CapturedElement, warnings: CaptureWarnings, largestValue: Int) {
        let data = Data(text.utf8)
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard case .snapshot(let document)? = JSONCapture(bytes, releasingPages: nil) else {
                throw TreeFormatError(message: "not recognised as a snapshot")
            }
            var reader = SnapshotReader.Reader(bytes: bytes, shape: document.shape, release: nil)
            var warnings = CaptureWarnings()
            let root = try reader.root(warnings: &warnings)
            return (root, warnings, reader.largestValue)
        }
    }

    /// Before, the whole document was parsed into one value (here some 40 KB) before an element was read.
    @Test func `a snapshot's elements are read from its bytes a member at a time`() throws {
        let text = Self.snapshot(rows: 200)
        let read = try Self.read(text)
        #expect(read.root.children.count == 200)
        #expect(read.root.children[199].children.first?.label == "Row 199")
        #expect(read.warnings.count == 1)  // the unmapped key `shade`, once
        #expect(read.largestValue <= #"{"X":0,"Y":8756,"Width":390,"Height":44}"#.utf8.count)
        #expect(text.utf8.count > 40_000)
    }

    /// Before, the tree format's reader, which is tried first and refuses a snapshot (`missing 'version'`), built the
    /// snapshot's `children` (the whole screen) as the value of an unknown top-level field.
    @Test func `the tree format refuses a snapshot without building its children`() throws {
        let data = Data(Self.snapshot(rows: 200).utf8)
        let parser = JSONParser(options: .init(maximumDepth: TreeFormat.jsonDepthLimit, maximumBytes: TreeFormat.maximumBytes))
        var decoder = TreeDecoder()
        let refused = data.withUnsafeBytes { raw -> TreeDecodingFailure? in
            let bytes = raw.bindMemory(to: UInt8.self)
            do {
                _ = try decoder.decodeTree(bytes, shape: try parser.scanTree(bytes))
                return nil
            } catch let failure as TreeDecodingFailure {
                return failure
            } catch {
                return TreeDecodingFailure(message: "\(error)", path: JSONPath())
            }
        }
        #expect(refused?.message.hasPrefix("missing 'version'") == true)
        #expect(decoder.largestValue < 20)  // `elementType` and `label`: the frame and the children are stepped over
    }

    @Test func `an element's type is read wherever it stands among its members`() throws {
        let first = try Self.read(Self.snapshot(rows: 30))
        let last = try Self.read(Self.snapshot(rows: 30, typeLast: true))
        var index = CaptureIndex(), otherIndex = CaptureIndex()
        var warnings = first.warnings, otherWarnings = last.warnings
        let tree = CaptureMapping.tree(first.root, format: "a snapshot", warnings: &warnings, index: &index)
        let other = CaptureMapping.tree(last.root, format: "a snapshot", warnings: &otherWarnings, index: &otherIndex)
        #expect(tree == other)
        #expect(tree.root.nodeCount == 61)
        #expect(warnings.inFileOrder.map(\.message) == otherWarnings.inFileOrder.map(\.message))
        #expect(last.largestValue == first.largestValue)
    }

    /// The elements are counted by the check of the document, before any is built, as in the snapshot's value.
    @Test func `a snapshot's elements are counted as it is checked`() throws {
        let leaf = #"{"elementType": 9, "children": []}"#
        let nested = #"{"bogus": [[1], {"children": [2]}], "children": [\#(leaf), \#(leaf)], "elementType": 1}"#
        let data = Data(#"{"elementType": 2, "children": [\#(nested), \#(nested), \#(leaf)]}"#.utf8)
        guard case .snapshot(let document)? = JSONCapture(data) else {
            Issue.record("not recognised as a snapshot")
            return
        }
        #expect(document.shape.nodeCount == 8)
        // As many as in the value: refused past 7, not past 8.
        let value = try JSONParser().parse(data)
        #expect(SnapshotReader.exceedsElementLimit(value, limit: 7) && !SnapshotReader.exceedsElementLimit(value, limit: 8))
    }

    /// What ``JSONCapture`` finds from the bytes is what the document's value says (``CapturedScreen/envelopedCapture(in:)``,
    /// an `elementType` and no `root`).
    @Test(arguments: [
        #"{"elementType": 2}"#,
        #"{"children": [], "elementType": "application"}"#,
        #"{"elementType": 2, "root": {}}"#,
        #"{"value": "<a/>", "sessionId": "E1", "status": 0}"#,
        #"{"bogus": [1, 2], "value": "<a/>", "children": [{"x": 1}]}"#,
        #"{"value": "<a/>", "elementType": 9}"#,
        #"{"value": "<a/>", "root": 1}"#,
        #"{"value": 5}"#,
        #"{"value": "hello"}"#,
        #"{"value": "\u003Ca\/>"}"#,
        #"{"version": 1, "root": {}}"#,
        #"[{"elementType": 2}]"#,
        #"{"elementType": 2, "children": [}"#,
        #""text""#,
    ])
    func `a JSON capture is recognised from its bytes as from its value`(text: String) throws {
        let data = Data(text.utf8)
        let expected: String
        if let value = try? JSONParser().parse(data) {
            if let (format, enveloped) = CapturedScreen.envelopedCapture(in: value) {
                expected = "enveloped \(format) \(String(decoding: enveloped, as: UTF8.self))"
            } else if SnapshotReader.recognises(value), value["root"] == nil {
                expected = "snapshot"
            } else {
                expected = "neither"
            }
        } else {
            expected = "neither"
        }
        let found: String
        switch JSONCapture(data) {
        case .snapshot?: found = "snapshot"
        case .enveloped(let format, let enveloped)?: found = "enveloped \(format) \(String(decoding: enveloped, as: UTF8.self))"
        case nil: found = "neither"
        }
        #expect(found == expected)
    }

    /// Before, the text of an envelope's `value` was held (twice while it was copied out of the document's value)
    /// until the tree was built; now it is taken as bytes and let go of once its elements are read.
    @Test func `an envelope's page source reads as the same text read on its own`() throws {
        let page = CaptureMemoryTests.pageSource(rows: 50)
        let envelope = Data(#"{"value":\#(JSONWriter.quoted(page)),"sessionId":"E1","status":0}"#.utf8)
        guard case .enveloped(let format, let text)? = JSONCapture(envelope) else {
            Issue.record("not recognised as an envelope")
            return
        }
        #expect(format == .pageSource)
        #expect(text == Array(page.utf8))
        let enveloped = try CapturedScreen.read(enveloped: text, as: format)
        CaptureMemoryTests.expectSame(enveloped, try CapturedScreen.readPageSource(Data(page.utf8)))
        #expect(enveloped.warningCount == 2)
    }

    /// A check that keeps nothing steps over strings without making them (an envelope's `value` is the whole page
    /// source), with the same errors as reading them.
    @Test(arguments: [
        #"["plain", "esc\"aped \u00e9 \ud83d\ude00"]"#, #"["bad \x escape"]"#, #"["lone \udc00"]"#, "[\"control \u{1}\"]",
        #"["unterminated"#, #"["high \ud800 alone"]"#,
    ])
    func `a scan that keeps nothing makes no string, with the errors of reading one`(text: String) {
        let data = Data(text.utf8)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reading = JSONScanner(bytes: bytes, maximumDepth: 8)
            var checking = JSONScanner(bytes: bytes, maximumDepth: 8, building: false)
            reading.position = 1
            checking.position = 1
            let read = Result { () throws(JSONError) in try reading.parseValue() }
            let checked = Result { () throws(JSONError) in try checking.parseValue() }
            switch (read, checked) {
            case (.success(let value), .success(let nothing)):
                #expect(value.stringValue != nil && nothing == .null)
                #expect(reading.position == checking.position)
            case (.failure(let error), .failure(let same)):
                #expect(error.message == same.message && error.offset == same.offset)
            default:
                Issue.record("reading gave \(read), checking \(checked)")
            }
        }
    }

    /// An envelope's text is taken from the document as bytes, exactly as the string reads.
    @Test func `a string's bytes are its text`() throws {
        let data = Data(#""a \"b\" \u00e9\ud83d\ude00 \n end""#.utf8)
        var text = "", bytes: [UInt8] = []
        try data.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var one = JSONScanner(bytes: buffer, maximumDepth: 8)
            var other = JSONScanner(bytes: buffer, maximumDepth: 8)
            text = try one.readString()
            bytes = try other.readStringBytes()
        }
        #expect(bytes == Array(text.utf8))
        #expect(text == "a \"b\" é😀 \n end")
    }
}
