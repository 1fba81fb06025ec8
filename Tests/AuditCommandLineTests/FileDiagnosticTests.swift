import AuditCommandLine
import Foundation
import Testing

@Suite struct FileDiagnosticTests {
    @Test func `the line and a caret under the column follow the message`() {
        let contents = Data("{\n  \"label\" \"Pay\"\n}\n".utf8)
        let diagnostic = FileDiagnostic(path: "broken.json", line: 2, column: 11, message: "expected ':'", contents: contents)
        #expect(
            diagnostic.rendered == """
                broken.json:2:11: error: expected ':'
                  "label" "Pay"
                          ^

                """)
    }

    @Test func `tabs before the column stay tabs so the caret lines up`() {
        let diagnostic = FileDiagnostic(path: "t.json", line: 1, column: 3, message: "m", sourceLine: "\t\tx")
        #expect(diagnostic.rendered.hasSuffix("\t\tx\n\t\t^\n"))
    }

    @Test func `a very long line is cut around the column`() {
        let line = String(repeating: "a", count: 5000) + "X" + String(repeating: "b", count: 5000)
        let diagnostic = FileDiagnostic(path: "min.json", line: 1, column: 5001, message: "m", sourceLine: line)
        let lines = diagnostic.rendered.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count <= 102)
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "X")
    }

    @Test func `control characters in the line are not sent to the terminal`() {
        let contents = Data([0x7B, 0x1B, 0x5B, 0x32, 0x4A, 0x00, 0x7D])
        let diagnostic = FileDiagnostic(path: "bin.json", line: 1, column: 2, message: "unexpected byte", contents: contents)
        #expect(!diagnostic.rendered.contains("\u{1B}"))
        #expect(!diagnostic.rendered.contains("\u{0}"))
    }

    @Test func `a line past the end of the file prints the message alone`() {
        let diagnostic = FileDiagnostic(path: "e.json", line: 3, column: 1, message: "unexpected end of file", contents: Data("{".utf8))
        #expect(diagnostic.rendered == "e.json:3:1: error: unexpected end of file\n")
    }

    @Test func `a Windows line ending is not part of the line`() {
        let contents = Data("{\r\n  x\r\n".utf8)
        let diagnostic = FileDiagnostic(path: "w.json", line: 2, column: 3, message: "m", contents: contents)
        #expect(diagnostic.rendered.hasSuffix("  x\n  ^\n"))
    }
}
