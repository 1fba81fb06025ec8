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

    /// iOS Settings' Wi-Fi rows as WebDriverAgent wrote them before it wrote `accessible` (the shape of page sources
    /// of iOS 11 and 12 published in a public automation guide, relabelled): UIKit's disclosure indicator is a
    /// dimmed button named "More Info" in the device's language (8×13 pt at the row's trailing edge), and the
    /// network row's detail button an enabled one (22×22 pt). The first row's cell has a label and value of its own;
    /// the second's none.
    static let wifiRows = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" x="0" y="0" width="414" height="736">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="414" height="736">
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="0" width="414" height="736">
              <XCUIElementTypeCell type="XCUIElementTypeCell" value="HomeNet" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="0" y="312" width="414" height="45">
                <XCUIElementTypeImage type="XCUIElementTypeImage" enabled="true" visible="false" x="20" y="319" width="29" height="29"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Wi-Fi" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" x="64" y="325" width="87" height="21"/>
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="64" y="356" width="350" height="1"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="HomeNet" name="HomeNet" label="HomeNet" enabled="true" visible="true" x="252" y="325" width="124" height="21"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="More Info" label="More Info" enabled="false" visible="true" x="386" y="328" width="8" height="13"/>
              </XCUIElementTypeCell>
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="400" width="414" height="46">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="400" width="414" height="1"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Configure Proxy" name="Configure Proxy" label="Configure Proxy" enabled="true" visible="true" x="20" y="413" width="120" height="21"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Off" name="Off" label="Off" enabled="true" visible="true" x="341" y="413" width="35" height="21"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Más información" label="Más información" enabled="false" visible="true" x="386" y="416" width="8" height="14"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    /// Before: the first row read as its chevron ("Wi-Fi: HomeNet. Dimmed. Button."), and the second was three
    /// stops, the chevron one of them ("More Info. Dimmed. Button."), since a chevron was known only by a name
    /// (`chevron`, `Disclosure Indicator`) that UIKit localizes. A disclosure indicator is known by what it is: a
    /// dimmed button or an image, childless, chevron-sized, at the row's edge (Apple: the accessory indicates "that
    /// users can tap on the cell"; it is no control of its own).
    @Test func `a dimmed chevron-sized button at a row's edge is its disclosure indicator, whatever its language`() throws {
        let run = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.wifiRows, named: "wifi.xml")
        expectExit(run, .success)
        #expect(
            run.stdout == """
                1. Wi-Fi: HomeNet
                2. Configure Proxy, Off

                """)
        let audit = try CapturedScreenCommandTests.run(["audit", "--tree"], file: Self.wifiRows, named: "wifi.xml")
        #expect(!audit.stdout.contains("More Info"))
        #expect(!audit.stdout.contains("Más información"))
        #expect(audit.stdout.contains("0 violations"))
    }

    /// The detail button beside a row (enabled, 22×22 pt) and a dimmed button away from the row's edge are controls,
    /// not the row's indicator: each is still spoken.
    @Test func `an enabled or mid-row button is no disclosure indicator`() throws {
        let detail = Self.wifiRows.replacingOccurrences(
            of: #"name="More Info" label="More Info" enabled="false" visible="true" x="386" y="328" width="8" height="13""#,
            with: #"name="More Info" label="More Info" enabled="true" visible="true" x="372" y="323" width="22" height="22""#)
        let midRow = Self.wifiRows.replacingOccurrences(
            of: #"enabled="false" visible="true" x="386" y="416" width="8" height="14""#,
            with: #"enabled="false" visible="true" x="200" y="416" width="8" height="14""#)
        #expect(detail != Self.wifiRows && midRow != Self.wifiRows)
        let detailRun = try CapturedScreenCommandTests.run(["speak", "--tree"], file: detail, named: "wifi.xml")
        #expect(detailRun.stdout.contains("More Info"))
        let midRun = try CapturedScreenCommandTests.run(["speak", "--tree"], file: midRow, named: "wifi.xml")
        #expect(midRun.stdout.contains("Más información. Dimmed. Button."))
    }

    /// A SwiftUI `Form` row of `LabeledContent("Version", value: "1.0 (1)")` as an iOS 26.4 simulator wrote it through
    /// WebDriverAgent (a public project's test fixture, cut down): the row's element, a text "Version, 1.0 (1)"
    /// covering the row, and under it the title it merged, written `visible="false"`. Before: "Version, Version, 1.0
    /// (1)", the hidden title joined into the row's reading.
    @Test func `a row's text merged under the row's element is not read twice`() throws {
        let row = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Daybreak" label="Daybreak" enabled="true" visible="true" x="0" y="0" width="402" height="874" traits="">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="402" height="874" traits="">
                <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="false" x="0" y="0" width="402" height="874" traits="">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="16" y="506" width="370" height="53" traits="">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="16" y="506" width="370" height="53" traits="">
                      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Version" name="Version" label="Version" enabled="true" visible="false" x="32" y="522" width="57" height="21" traits="StaticText"/>
                      <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Version, 1.0 (1)" name="Version, 1.0 (1)" label="Version, 1.0 (1)" enabled="true" visible="true" x="16" y="506" width="370" height="53" traits="StaticText"/>
                    </XCUIElementTypeOther>
                  </XCUIElementTypeCell>
                </XCUIElementTypeCollectionView>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let run = try CapturedScreenCommandTests.run(["speak", "--tree"], file: row, named: "about.xml")
        expectExit(run, .success)
        #expect(run.stdout == "1. Version, 1.0 (1)\n")
    }
}
