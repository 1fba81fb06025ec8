import ReportFormats
import Testing

@Suite struct IssueTextTests {
    @Test func `a quoted label shows quotes, backslashes, line breaks and tabs as a Swift literal does`() {
        #expect(IssueText.quoted("say \"hi\"\\\n\tnow") == #""say \"hi\"\\\n\tnow""#)
    }

    // The issue text is printed on the terminal that runs `swift test`: a C1
    // CSI (U+009B) would start an escape sequence there, a bidi override
    // would reverse the rest of the line. C0 controls use the same uppercase
    // visible form as every other output (`\u{1B}`).
    @Test func `a quoted label shows every terminal control in its visible uppercase form`() {
        #expect(IssueText.quoted("a\u{1B}[2Jb\u{7F}\u{9B}31m\u{202E}c\u{2028}d") == #""a\u{1B}[2Jb\u{7F}\u{9B}31m\u{202E}c\u{2028}d""#)
    }

    @Test func `a quoted label keeps every printable character of any script`() {
        #expect(IssueText.quoted("Ünïcødé → שלום 👍🏽") == "\"Ünïcødé → שלום 👍🏽\"")
    }
}
