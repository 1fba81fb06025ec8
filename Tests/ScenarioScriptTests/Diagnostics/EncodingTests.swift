import ScenarioScript
import Testing

@Suite struct EncodingTests {
    static func render(_ bytes: [UInt8]) -> String {
        let source = ScenarioSource(path: "x.scenario", bytes: bytes)
        return ScenarioDocument(source: source, validator: Fixtures.validator).renderedDiagnostics
    }

    @Test func `invalid UTF-8 is reported at its line and column, every run of it`() {
        let bytes =
            Array("scenario \"R\"\n  component Rating(title: \"St".utf8) + [0xFF] + Array("ars\")\n  expect \"".utf8)
            + [0xE2, 0x82] + Array("\"\nend\n".utf8)
        #expect(
            Self.render(bytes) == """
                x.scenario:2:30: error: invalid UTF-8 (byte 0xFF); scenario files must be UTF-8 text
                  component Rating(title: "St\u{FFFD}ars")
                                             ^
                x.scenario:3:11: error: invalid UTF-8 (bytes 0xE2 0x82); scenario files must be UTF-8 text
                  expect "\u{FFFD}"
                          ^
                2 errors in x.scenario

                """)
    }

    @Test func `a run of invalid bytes is one error covering the run`() {
        let bytes = Array("next ".utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80] + Array(" x".utf8)
        // Overlong and surrogate encodings: each invalid subpart is one U+FFFD, the run is one error.
        #expect(
            Self.render(bytes) == """
                x.scenario:1:6: error: invalid UTF-8 (bytes 0xC0 0xAF 0xED 0xA0 0x80); scenario files must be UTF-8 text
                next \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD} x
                     ^~~~~
                1 error in x.scenario

                """)
    }

    @Test func `valid multi-byte text decodes to the same characters as the standard library`() {
        let text = "scenario \"Ünïcødé 日本 😀 é\u{301}\"\n  component Rating(title: \"ру́сский\")\nend\n"
        let source = ScenarioSource(path: "x.scenario", bytes: Array(text.utf8))
        #expect(source.encodingErrors.isEmpty)
        #expect(source.lines.joined(separator: "\n") == text)
    }

    @Test func `a binary file never crashes and names its first bad byte`() {
        let bytes: [UInt8] = (0...255).map { UInt8($0) } + [0x0A] + (0...255).reversed().map { UInt8($0) }
        let output = Self.render(bytes)
        // Byte 0x0A ends line 1, so 0x80 (the first byte that is not UTF-8) is on line 2, column 118.
        #expect(output.hasPrefix("x.scenario:2:118: error: invalid UTF-8 (bytes 0x80 0x81 0x82 0x83 0x84 0x85 0x86 0x87 …)"))
        #expect(output.hasSuffix("2 errors in x.scenario\n"))
    }
}
