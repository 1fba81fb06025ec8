import AuditCommandLine
import Foundation
import Testing

/// What VoiceOver says on a captured list of cells (docs/capturing.md § What VoiceOver reaches).
@Suite struct CapturedCellsCommandTests {
    /// iOS Settings › Accessibility as WebDriverAgent writes it (hand-made, in `FBXPath`'s attribute order): each
    /// row an accessible cell without a label, holding an icon, its title and a dimmed disclosure chevron, and a
    /// last row holding a switch. Nothing inside an accessible cell is written `accessible="true"`: WebDriverAgent's
    /// `accessible` is `isAccessibilityElement` with no accessibility element above it (`isWDAccessible`).
    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Accessibility" enabled="true" visible="true" accessible="false" x="0" y="47" width="390" height="96" index="0">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Accessibility" name="Accessibility" label="Accessibility" enabled="true" visible="true" accessible="true" x="16" y="95" width="180" height="41" index="0"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="143" width="390" height="701" index="1">
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="0" y="160" width="390" height="52" index="0">
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="textformat.size" enabled="true" visible="true" accessible="false" x="20" y="171" width="29" height="29" index="0"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Display &amp; Text Size" name="Display &amp; Text Size" label="Display &amp; Text Size" enabled="true" visible="true" accessible="false" x="64" y="175" width="200" height="22" index="1"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false" visible="true" accessible="false" x="360" y="178" width="9" height="16" index="2"/>
              </XCUIElementTypeCell>
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="0" y="212" width="390" height="52" index="1">
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="waveform" enabled="true" visible="true" accessible="false" x="20" y="223" width="29" height="29" index="0"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Spoken Content" name="Spoken Content" label="Spoken Content" enabled="true" visible="true" accessible="false" x="64" y="227" width="200" height="22" index="1"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="chevron" label="chevron" enabled="false" visible="true" accessible="false" x="360" y="230" width="9" height="16" index="2"/>
              </XCUIElementTypeCell>
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="true" x="0" y="264" width="390" height="52" index="2">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Bold Text" name="Bold Text" label="Bold Text" enabled="true" visible="true" accessible="false" x="20" y="279" width="200" height="22" index="0"/>
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Bold Text" label="Bold Text" enabled="true" visible="true" accessible="false" x="323" y="274" width="51" height="31" index="1"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    /// A row's disclosure chevron is UIKit's accessory, drawn for the row: no control of its own, so nothing is
    /// unreachable when VoiceOver passes it by. Before: each chevron was a critical `interactive-unreachable`
    /// ("chevron" (button) is hidden from assistive technology and no ancestor element offers its action), and the
    /// switch's row another, so a plain Settings screen failed the audit.
    @Test func `the audit of the rows finds no control out of reach`() throws {
        let run = try CapturedScreenCommandTests.run(["audit", "--tree"], file: Self.settings, named: "accessibility.xml")
        expectExit(run, .success)
        #expect(!run.stdout.contains("interactive-unreachable"))
        #expect(run.stdout.contains("0 violations (critical 0, serious 0, moderate 0, minor 0)"))
    }

    /// Before: each row was an empty stop ("2. ") and each chevron "chevron. Dimmed. Button."; then the switch's
    /// row, a cell holding a control whose title and switch are not accessible, was not spoken at all.
    @Test func `each row is spoken once, by its title, without its chevron, a switch's row as its switch`() throws {
        let run = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.settings, named: "accessibility.xml")
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
