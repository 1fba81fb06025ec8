import AccessibilityModel
import Foundation
import Testing

/// `customContent` in the JSON tree format (decision 24).
@Suite struct CustomContentFormatTests {
    static let text = """
        {"version": 1, "root": {"children": [
          {"label": "Pasta", "customContent": [{"label": "Allergens", "value": "Gluten", "importance": "high"}, {"label": "Calories", "value": "640"}]}
        ]}}
        """

    @Test func `custom content is read, written and read again unchanged`() throws {
        let tree = try TreeFormat.read(Data(Self.text.utf8))
        let node = try #require(tree.root.children.first)
        #expect(
            node.customContent == [
                CustomContent(label: "Allergens", value: "Gluten", isHighImportance: true),
                CustomContent(label: "Calories", value: "640"),
            ])
        let written = TreeFormat.write(tree, pretty: false)
        #expect(written.contains(#""customContent":[{"label":"Allergens","value":"Gluten","importance":"high"},{"label":"Calories","value":"640"}]"#))
        #expect(try TreeFormat.read(Data(written.utf8)) == tree)
    }

    @Test func `an unknown importance is an error at its place`() {
        let bad = Self.text.replacingOccurrences(of: "\"high\"", with: "\"urgent\"")
        #expect(throws: (any Error).self) { try TreeFormat.read(Data(bad.utf8)) }
        do {
            _ = try TreeFormat.read(Data(bad.utf8))
        } catch {
            #expect("\(error)".contains("custom content importance must be default or high, found \"urgent\""))
        }
    }
}
