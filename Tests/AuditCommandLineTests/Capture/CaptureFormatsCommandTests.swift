import AuditCommandLine
import Foundation
import Testing

/// The capture formats people paste besides a page source file: WebDriverAgent's
/// JSON envelope and `XCUIElement.debugDescription` text (docs/capturing.md).
@Suite struct CaptureFormatsCommandTests {
    /// `GET /source` answered by WebDriverAgent (`FBResponseWithObject`: the page source in `value`), saved as is.
    static let envelope = #"""
        {
          "value" : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\" label=\"App\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"0\" width=\"390\" height=\"844\" index=\"0\">\n  <XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"Go\" label=\"Go\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"10\" y=\"20\" width=\"60\" height=\"44\" index=\"0\"/>\n</XCUIElementTypeApplication>\n",
          "sessionId" : "5B2F6B0E-0E0A-4D63-9C5E-0D9E4C1B2A77"
        }
        """#

    /// Before: `missing 'version'` (read as a tree-format file).
    @Test func `WebDriverAgent's source envelope is read as the page source it holds`() throws {
        let run = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.envelope, named: "source.json")
        expectExit(run, .success)
        #expect(run.stdout == "1. Go. Button.\n")
        #expect(run.stderr == "")
    }

    @Test func `a problem inside the envelope is located in the page source it holds`() throws {
        let broken = Self.envelope.replacingOccurrences(of: #"height=\"44\""#, with: #"height=\"44px\""#)
        let run = try CapturedScreenCommandTests.run(["speak", "--tree"], file: broken, named: "source.json")
        expectExit(run, .success)
        #expect(run.stderr.hasPrefix("source.json (value):3:"))
        #expect(run.stderr.contains("warning: 'height' is '44px', not a number of points"))
    }

    /// Before: `unexpected 'A'; expected a value`.
    @Test func `debugDescription text is read`() throws {
        let run = try CapturedScreenCommandTests.run(
            ["speak", "--tree"],
            file: """
                Attributes: Application, 0x147504a20, pid: 8736, label: 'Shop'
                Element subtree:
                 →Application, 0x147504a20, pid: 8736, label: 'Shop'
                    Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}
                      Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 44.0}}, identifier: 'buy', label: 'Buy', Disabled
                Path to element:
                 →Application, 0x147504a20, pid: 8736, label: 'Shop'

                """, named: "shop.txt")
        expectExit(run, .success)
        #expect(run.stdout == "1. Buy. Dimmed. Button.\n")
        #expect(run.stderr == "")
    }
}
