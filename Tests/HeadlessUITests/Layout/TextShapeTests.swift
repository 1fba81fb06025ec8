import Testing

@testable import HeadlessUI

/// Wrapping counts a text's characters and words once; the counts must be the
/// ones of splitting the text at spaces character by character.
struct TextShapeTests {
    @Test(arguments: [
        "", " ", "  ", "Save", "Save changes", " leading", "trailing ", "two  spaces", "e\u{301}t\u{E9}", "a \u{301}b",
        "\u{1F44B}\u{1F3FD} wave", "\u{1F1E9}\u{1F1EA} flag", "line\nbreak here", "\r\n crlf", "a\r\nb c\r\n", "\r\r\n\n", "\n\r", "tab\there",
        "Ünïcödé wörds ünd mör",
    ])
    func `a text's shape counts characters and words as splitting at spaces does`(text: String) {
        let shape = TextShape(text)
        #expect(shape.characters == text.count)
        #expect(shape.words == text.split(separator: " ", omittingEmptySubsequences: false).map(\.count))
    }
}
