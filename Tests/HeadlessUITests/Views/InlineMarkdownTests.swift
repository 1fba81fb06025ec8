import Testing

@testable import HeadlessUI

/// SwiftUI shows a localized string key's inline Markdown without its markers (bold, italic, strikethrough,
/// code, links), and VoiceOver speaks what is shown. Before, the tree kept the asterisks: "**Note:** …".
@Suite struct InlineMarkdownTests {
    @Test(arguments: [
        ("**Note:** read this", "Note: read this"),
        ("This is *italic* and _also_", "This is italic and also"),
        ("***both*** done", "both done"),
        ("__strong__ words", "strong words"),
        ("~~old~~ new", "old new"),
        ("Run `swift test` now", "Run swift test now"),
        ("Visit [Apple](https://apple.com) today", "Visit Apple today"),
        ("[**Bold** link](https://example.com)", "Bold link"),
        ("Mail <https://example.com>", "Mail https://example.com"),
        ("\\*not italic\\*", "*not italic*"),
        // Between word characters `*` still opens and closes (CommonMark: 2<em>3</em>4); `_` never does.
        ("2*3*4", "234"),
    ])
    func `markers are removed as SwiftUI renders them`(written: String, shown: String) {
        #expect(InlineMarkdown.plain(written) == shown)
        #expect(LocalizedStringKey(stringLiteral: written).text == shown)
    }

    @Test(arguments: [
        "5 * 3 * 2", "snake_case_name", "**open", "a ** b", "file_name.txt", "Price: $5", "[not a link]", "x < y > z", "★ Featured",
        "Rate 4/5 *",
    ])
    func `text that is not Markdown keeps its characters`(written: String) {
        #expect(InlineMarkdown.plain(written) == written)
    }

    @Test func `an interpolated value is never read as Markdown`() {
        let name = "a*b*c"
        let key: LocalizedStringKey = "Hello **\(name)**!"
        #expect(key.text == "Hello a*b*c!")
        let count = 3
        let counted: LocalizedStringKey = "_\(count)_ items"
        #expect(counted.text == "3 items")
    }

    @Test func `a text, a button title and a verbatim text`() throws {
        let tree = render(
            VStack {
                Text("**Note:** read this")
                Button("**Save**") {}
                Text(verbatim: "**kept**")
            })
        let labels = tree.root.children.flatMap { [$0] + $0.children }.compactMap(\.label)
        #expect(labels.contains("Note: read this"))
        #expect(labels.contains("Save"))
        #expect(labels.contains("**kept**"))
    }
}
