import AuditCommandLine
import Foundation
import Testing

/// What a capture's elements with nothing to say become. WebDriverAgent writes `accessible="true"` for an
/// accessibility element (its `isWDAccessible`), and iOS's VoiceOver lands on such an element even when it says
/// nothing (AccessibilitySnapshot's reference images of a `Circle` with an empty label, value and hint: an
/// element whose description is empty, iOS 17.5 and 26.2), so it is a stop, and `label-missing` reports it. A
/// snapshot says nothing of `accessible`: there a leaf `Other` with nothing to say is more likely a view that is no
/// element (XCTest lists such views, which WebDriverAgent's page sources show as `accessible="false"`), so it is no
/// stop and nothing is reported.
@Suite struct SilentElementsTests {
    static let on = #"enabled="true" visible="true""#

    /// A 12-point dot at (60, 104), written `accessible` as given.
    static func dot(accessible: String) -> String {
        #"    <XCUIElementTypeOther type="XCUIElementTypeOther" \#(on) accessible="\#(accessible)" x="60" y="104" width="12" height="12" index="1"/>"#
    }

    static func page(_ inner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Chat" label="Chat" \(on) accessible="false" x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" \(on) accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Ada" name="Ada" label="Ada" \(on) accessible="true" x="16" y="100" width="40" height="20" index="0"/>
        \(inner)
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    /// A status dot that is an accessibility element with no label: one stop that says nothing, reported.
    @Test func `an accessible element with nothing to say is a silent stop, and label-missing reports it`() throws {
        let dot = Self.dot(accessible: "true")
        let speak = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.page(dot), named: "chat.xml")
        #expect(speak.stdout == "1. Ada\n2. (nothing spoken)\n")
        let audit = try CapturedScreenCommandTests.run(["audit", "--tree"], file: Self.page(dot), named: "chat.xml")
        expectExit(audit, .failure)
        #expect(
            audit.stdout.contains(
                "chat.xml:6:5: error: serious: [label-missing] focus stop with no label, value or role: VoiceOver lands on it and says nothing"
            ), "\(audit.stdout)")
    }

    /// The same element holding a text that is not accessible (nothing inside an accessibility element is, in
    /// WebDriverAgent's page source): VoiceOver focuses the element, not the text, and says nothing. Before, it was
    /// taken for a container because it said nothing, and neither it nor its text was spoken or reported.
    @Test func `an accessible element with no label over a text is still the stop, silent`() throws {
        let card = """
                <XCUIElementTypeOther type="XCUIElementTypeOther" \(Self.on) accessible="true" x="16" y="140" width="358" height="60" index="1">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Last seen today" name="Last seen today" label="Last seen today" \(Self.on) accessible="false" x="24" y="160" width="200" height="20" index="0"/>
                </XCUIElementTypeOther>
            """
        let speak = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.page(card), named: "chat.xml")
        #expect(speak.stdout == "1. Ada\n2. (nothing spoken)\n")
        let audit = try CapturedScreenCommandTests.run(["audit", "--tree"], file: Self.page(card), named: "chat.xml")
        #expect(audit.stdout.contains("[label-missing] focus stop with no label, value or role"))
    }

    /// Written `accessible="false"`, the dot is no element: nothing spoken, nothing reported.
    @Test func `an element written not accessible is no stop`() throws {
        let dot = Self.dot(accessible: "false")
        let speak = try CapturedScreenCommandTests.run(["speak", "--tree"], file: Self.page(dot), named: "chat.xml")
        #expect(speak.stdout == "1. Ada\n")
        let audit = try CapturedScreenCommandTests.run(["audit", "--tree"], file: Self.page(dot), named: "chat.xml")
        expectExit(audit, .success)
        #expect(!audit.stdout.contains("label-missing"))
    }

    /// In a snapshot, a leaf `Other` with no label, value or traits is no stop. Before, it was one that said
    /// nothing ("2. (nothing spoken)"), the empty line issue 37 named.
    @Test func `a snapshot's leaf Other with nothing to say is no stop`() throws {
        let snapshot = """
            {"elementType": 2, "label": "Chat", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}, "children": [
              {"elementType": 48, "label": "Ada", "frame": {"X": 16, "Y": 100, "Width": 40, "Height": 20}},
              {"elementType": 1, "identifier": "statusDot", "label": "", "frame": {"X": 60, "Y": 104, "Width": 12, "Height": 12}},
              {"elementType": 1, "label": "Online", "frame": {"X": 80, "Y": 104, "Width": 12, "Height": 12}}
            ]}
            """
        let speak = try CapturedScreenCommandTests.run(["speak", "--tree"], file: snapshot, named: "chat.json")
        #expect(speak.stdout == "1. Ada\n2. Online\n")
        let audit = try CapturedScreenCommandTests.run(["audit", "--tree"], file: snapshot, named: "chat.json")
        expectExit(audit, .success)
        #expect(!audit.stdout.contains("label-missing"))
    }
}
