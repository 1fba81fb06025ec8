import AccessibilityModel
import Foundation
import Testing

@Suite struct TreeFormatLimitTests {
    /// `levels` nested nodes, each the only child of the one above.
    private func chain(levels: Int) -> Data {
        var text = #"{"version": 1, "root": "#
        text += String(repeating: #"{"children": ["#, count: levels - 1)
        text += "{}" + String(repeating: "]}", count: levels - 1) + "}"
        return Data(text.utf8)
    }

    @Test func `a 100,000-deep file is refused with an error, not a crash`() {
        do {
            _ = try TreeFormat.read(chain(levels: 100_000))
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix("tree is deeper than 512 levels at root.children[0].children[0].children…("))
            #expect(error.message.hasSuffix(")…[0].children[0].children[0]"))
            #expect(error.line == 1)
            #expect(error.column == 24 + 14 * 512)
        }
    }

    @Test func `one level more than the limit is refused`() {
        do {
            _ = try TreeFormat.read(chain(levels: 513))
            Issue.record("accepted")
        } catch {
            #expect(
                error.message == "tree is deeper than 512 levels at root.children[0].children[0].children…(1014 more)…[0].children[0].children[0]")
        }
    }

    @Test func `deep nesting outside children is reported as JSON nesting`() {
        let text = #"{"version": 1, "root": {"extra": "# + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "}}"
        do {
            _ = try TreeFormat.read(Data(text.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.message.hasPrefix("nesting is deeper than 1025 levels at root.extra[0][0]"))
        }
    }

    @Test func `a tree with more than a million nodes is refused`() {
        var bytes = Array(#"{"version": 1, "root": {"children": ["#.utf8)
        bytes.reserveCapacity(bytes.count + 3 * 1_000_001 + 3)
        for index in 0..<1_000_000 {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
        }
        bytes.append(contentsOf: Array("]}}".utf8))
        do {
            _ = try TreeFormat.read(Data(bytes))
            Issue.record("accepted")
        } catch {
            #expect(error.message == "tree has more than 1,000,000 nodes at root.children[999999]")
            #expect(error.column == 38 + 3 * 999_999)
        }
    }
}
