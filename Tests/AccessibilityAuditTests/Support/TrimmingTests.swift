import Foundation
import Testing

@testable import AccessibilityAudit

/// Labels and values are trimmed by several rules; the fast path must agree with Foundation.
struct TrimmingTests {
    @Test(arguments: [
        "", " ", "Save", " Save", "Save ", "\tSave\n", "\u{0B}Save\u{0C}", "\r\nSave", "Save\u{85}", "\u{A0}Save",
        "Save\u{2028}", "\u{3000}Save\u{3000}", "\u{200B}Save", "Save\u{200B}", "é", " é ", "e\u{301}", "\u{1F44B}",
        "\u{1F44B} ", "\u{7F}Save", "Save\u{1F}", "a b", "  ",
    ])
    func `trimming agrees with Foundation's whitespace and newlines`(text: String) {
        #expect(text.trimmedWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func `trimming agrees with Foundation for every character at either end`() {
        for value in 0..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(Character(scalar))x", "x\(Character(scalar))"] {
                #expect(text.trimmedWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
            }
        }
    }
}
