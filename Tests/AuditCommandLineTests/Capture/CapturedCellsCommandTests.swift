import AuditCommandLine
import Foundation
import Testing

/// What VoiceOver says on a captured list of cells (docs/capturing.md § What VoiceOver reaches).
@Suite struct CapturedCellsCommandTests {
    /// iOS Settings › Accessibility as WebDriverAgent writes it: `docs/examples/capture/settings.xml`.
    static let settingsPath = "docs/examples/capture/settings.xml"

    /// A row's disclosure chevron is UIKit's accessory, drawn for the row: no control of its own, so nothing is
    /// unreachable when VoiceOver passes it by. Before: each chevron was a critical `interactive-unreachable`
    /// ("chevron" (button) is hidden from assistive technology and no ancestor element offers its action), and the
    /// switch's row another, so a plain Settings screen failed the audit.
    @Test func `the audit of the rows finds no control out of reach`() throws {
        let run = CapturedScreenCommandTests.run(["audit", "--tree", Self.settingsPath])
        expectExit(run, .success)
        #expect(!run.stdout.contains("interactive-unreachable"))
        #expect(run.stdout.contains("0 violations (critical 0, serious 0, moderate 0, minor 0)"))
    }

    /// Before: each row was an empty stop ("2. ") and each chevron "chevron. Dimmed. Button."; then the switch's
    /// row, a cell holding a control whose title and switch are not accessible, was not spoken at all.
    @Test func `each row is spoken once, by its title, without its chevron, a switch's row as its switch`() throws {
        let run = CapturedScreenCommandTests.run(["speak", "--tree", Self.settingsPath])
        expectExit(run, .success)
        #expect(
            run.stdout == """
                1. Accessibility. Heading.
                2. Display & Text Size
                3. Spoken Content
                4. Bold Text. Switch Button. Off.
                   Double tap to toggle setting.

                """)
        #expect(run.stderr == "")
    }
}
