import Foundation
import Testing

@testable import AccessibilityModel

/// How captured elements become what VoiceOver reaches, as UIKit exposes them (docs/capturing.md § What
/// VoiceOver reaches). The page sources are hand-made in WebDriverAgent's shape (`FBXPath`'s attributes, in its
/// order: type, name, label, enabled, visible, accessible, x, y, width, height, index); the screens follow iOS
/// Settings' Accessibility page and a sign-in sheet.
@Suite struct CaptureMappingTests {
    static func element(_ type: String, name: String? = nil, label: String? = nil, extra: String = "", frame: String, _ children: String...) -> String
    {
        let name = name.map { " name=\"\($0)\"" } ?? ""
        let label = label.map { " label=\"\($0)\"" } ?? ""
        let open = "<XCUIElementType\(type) type=\"XCUIElementType\(type)\"\(name)\(label)\(extra) \(frame)"
        return children.isEmpty ? open + "/>" : open + ">\n" + children.joined(separator: "\n") + "\n</XCUIElementType\(type)>"
    }

    static func page(_ children: String...) throws -> AccessibilityTree {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(element("Application", name: "Settings", label: "Settings", extra: #" enabled="true" visible="true" accessible="false""#, frame: #"x="0" y="0" width="390" height="844" index="0""#, element("Window", extra: #" enabled="true" visible="true" accessible="false""#, frame: #"x="0" y="0" width="390" height="844" index="0""#, children.joined(separator: "\n"))))
            """
        return try CapturedScreen.readPageSource(Data(text.utf8)).tree
    }

    static let on = #" enabled="true" visible="true""#

    static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "&", with: "&amp;") }

    /// A Settings row: an icon, its title and a disclosure chevron, the cell itself an element without a label.
    /// WebDriverAgent writes `accessible` as `isAccessibilityElement` with no accessibility element above it
    /// (`isWDAccessible`, `XCUIElement+FBWebDriverAttributes.m`, since 2016), so inside an accessible cell nothing
    /// is `accessible="true"`; `inner` sets the title's and the chevron's anyway, as older hand-made captures did.
    static func row(_ title: String, y: Int, cellAccessible: String = "true", inner: String = "false") -> String {
        element(
            "Cell", extra: on + " accessible=\"\(cellAccessible)\"", frame: "x=\"0\" y=\"\(y)\" width=\"390\" height=\"52\" index=\"0\"",
            element(
                "Image", name: "textformat.size", extra: on + #" accessible="false""#,
                frame: "x=\"20\" y=\"\(y + 12)\" width=\"29\" height=\"29\" index=\"0\""),
            element(
                "StaticText", name: escaped(title), label: escaped(title), extra: on + " accessible=\"\(inner)\"",
                frame: "x=\"64\" y=\"\(y + 15)\" width=\"200\" height=\"22\" index=\"1\""),
            element(
                "Button", name: "chevron", label: "chevron", extra: " enabled=\"false\" visible=\"true\" accessible=\"\(inner)\"",
                frame: "x=\"360\" y=\"\(y + 18)\" width=\"9\" height=\"16\" index=\"2\""))
    }

    /// A Settings row holding a switch: its title and the switch, each written `accessible="\(inner)"`.
    static func switchRow(cellAccessible: String, inner: String) -> String {
        element(
            "Cell", extra: on + " accessible=\"\(cellAccessible)\"", frame: #"x="0" y="100" width="390" height="52" index="0""#,
            element(
                "StaticText", name: "Bold Text", label: "Bold Text", extra: on + " accessible=\"\(inner)\"",
                frame: #"x="20" y="115" width="200" height="22" index="0""#),
            element(
                "Switch", name: "Bold Text", label: "Bold Text", extra: on + " accessible=\"\(inner)\" value=\"0\"",
                frame: #"x="320" y="110" width="51" height="31" index="1""#))
    }

    /// Before: the cell was an empty stop ("1. ") with its texts out of reach, or, not an element, its chevron
    /// was spoken ("chevron. Dimmed. Button.").
    @Test(arguments: ["false", "true"])
    func `an accessible cell is one element whose label is its text, its icon and chevron out of reach`(inner: String) throws {
        let tree = try Self.page(Self.row("Display & Text Size", y: 100, inner: inner))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(cell.isElement)
        #expect(cell.label == "Display & Text Size")
        #expect(cell.children.map(\.isHidden) == [true, false, true])
    }

    /// A SwiftUI `List` row: the cell (SwiftUI's cell host) is not an accessibility element and the row's text is,
    /// so WebDriverAgent writes the cell `accessible="false"` and the text `accessible="true"`, and VoiceOver reads
    /// the text on its own, as for any SwiftUI view without `.accessibilityElement(children: .combine)`.
    /// Before: the cell was made one element of its texts whatever the capture said, so a SwiftUI list compared
    /// with its headless model differed on every row (the cell's frame and no trait against the text).
    @Test func `a cell that is not accessible, with an accessible text inside, is its container`() throws {
        let tree = try Self.page(Self.row("Display & Text Size", y: 100, cellAccessible: "false", inner: "true"))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(!cell.isElement)
        #expect(cell.label == nil)
        #expect(cell.children.map(\.isElement) == [false, true, true])
        #expect(cell.children.map(\.isHidden) == [true, false, true])
        #expect(cell.children[1].label == "Display & Text Size")
    }

    /// A Settings row with a switch in its accessory view, as WebDriverAgent writes it: the cell accessible, its
    /// title and switch not (they are inside it). UIKit's cell reads as the switch, in one swipe (MagentaA11y's
    /// native toggle checklist: "in a table row, the label, any images and switch are grouped together in one
    /// swipe"). Before: the cell, holding a control, was made a container, and the title and switch, not
    /// accessible, no stops: the row was not spoken at all.
    @Test func `an accessible cell holding one switch reads as that switch`() throws {
        let tree = try Self.page(Self.switchRow(cellAccessible: "true", inner: "false"))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(cell.isElement)
        #expect(cell.label == "Bold Text")
        #expect(cell.value == "0")
        #expect(cell.traits == [.button, .toggle])
        #expect(cell.actions.contains(.activate))
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 390, height: 52))
    }

    /// A cell inside a cell (a carousel's collection view in a table row) reads for itself, and the outer cell is
    /// the container of its text and the inner cell, as of a control. Before: each cell joined every text below
    /// it, so the inner cell's texts were spoken as the outer's, and 500 nested cells over 400,000 texts (a 15 MB
    /// page source) took 80 s and 1.2 GB to read, each level walking and joining the whole screen again.
    @Test func `a cell inside a cell reads for itself`() throws {
        let tree = try Self.page(
            Self.element(
                "Cell", extra: Self.on, frame: #"x="0" y="100" width="390" height="200" index="0""#,
                Self.element("StaticText", label: "Recent", extra: Self.on, frame: #"x="20" y="105" width="200" height="22" index="0""#),
                Self.element(
                    "Cell", extra: Self.on, frame: #"x="20" y="130" width="150" height="150" index="1""#,
                    Self.element("StaticText", label: "Lisbon", extra: Self.on, frame: #"x="30" y="140" width="100" height="22" index="0""#))))
        let outer = try #require(tree.root.children.first?.children.first)
        #expect(!outer.isElement)
        #expect(outer.label == nil)
        #expect(outer.children.map(\.isElement) == [true, true])
        #expect(outer.children.map(\.label) == ["Recent", "Lisbon"])
    }

    /// A cell that reads as its text field takes the field's value, not its placeholder (WebDriverAgent writes an
    /// empty field's placeholder as its value), as a field of its own would.
    @Test func `an accessible cell reading as its text field does not take the placeholder as a value`() throws {
        let tree = try Self.page(
            Self.element(
                "Cell", extra: Self.on + #" accessible="true""#, frame: #"x="0" y="100" width="390" height="52" index="0""#,
                Self.element(
                    "StaticText", name: "Name", label: "Name", extra: Self.on + #" accessible="false""#,
                    frame: #"x="20" y="115" width="80" height="22" index="0""#),
                Self.element(
                    "TextField", label: "", extra: Self.on + #" accessible="false" value="Required" placeholderValue="Required""#,
                    frame: #"x="120" y="104" width="250" height="44" index="1""#)))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(cell.label == "Name")
        #expect(cell.value == nil)
        #expect(cell.traits.contains(.textEntry))
    }

    /// An accessible cell holding more than one control is still the element VoiceOver lands on (the capture says
    /// so), read by its texts, without taking any one control's traits.
    @Test func `an accessible cell holding two controls is one element read by its texts`() throws {
        let tree = try Self.page(
            Self.element(
                "Cell", extra: Self.on + #" accessible="true""#, frame: #"x="0" y="100" width="390" height="52" index="0""#,
                Self.element(
                    "StaticText", name: "Volume", label: "Volume", extra: Self.on + #" accessible="false""#,
                    frame: #"x="20" y="115" width="80" height="22" index="0""#),
                Self.element(
                    "Button", name: "Louder", label: "Louder", extra: Self.on + #" accessible="false""#,
                    frame: #"x="280" y="104" width="44" height="44" index="1""#),
                Self.element(
                    "Button", name: "Softer", label: "Softer", extra: Self.on + #" accessible="false""#,
                    frame: #"x="330" y="104" width="44" height="44" index="2""#)))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(cell.isElement)
        #expect(cell.label == "Volume")
        #expect(cell.traits == [])
    }

    /// Before: a snapshot's cell (no `accessible`) was a container and each text its own stop.
    @Test func `a snapshot's cell joins its texts with commas`() throws {
        let text = """
            {"elementType": 2, "label": "Settings", "children": [{"elementType": 75, "children": [
              {"elementType": 48, "label": "Wi-Fi"}, {"elementType": 48, "label": "Connected"}]}]}
            """
        let data = Data(text.utf8)
        let tree = try #require(try CapturedScreen.readSnapshot(JSONParser().parse(data), data: data)).tree
        let cell = try #require(tree.root.children.first)
        #expect(cell.isElement)
        #expect(cell.label == "Wi-Fi, Connected")
    }

    /// A snapshot has no `accessible`, but a cell with a label of its own is an element (UIKit gives a table cell
    /// that is one the label of its texts); holding one switch, it reads as that switch. Before: the labelled cell
    /// swallowed the switch, spoken "Bold Text." without its role or state.
    @Test func `a snapshot's labelled cell holding one switch reads as that switch`() throws {
        let text = """
            {"elementType": 2, "label": "Settings", "children": [{"elementType": 75, "label": "Bold Text", "children": [
              {"elementType": 48, "label": "Bold Text"}, {"elementType": 40, "label": "Bold Text", "value": "1"}]}]}
            """
        let data = Data(text.utf8)
        let tree = try #require(try CapturedScreen.readSnapshot(JSONParser().parse(data), data: data)).tree
        let cell = try #require(tree.root.children.first)
        #expect(cell.isElement)
        #expect(cell.label == "Bold Text")
        #expect(cell.value == "1")
        #expect(cell.traits == [.button, .toggle])
    }

    /// With the title and switch written accessible, the cell is no element: `accessible="false"`, or
    /// `accessible="true"` because its first child is one (`isWDAccessible`: "we consider it accessible if it's
    /// container is accessible"). VoiceOver reads each: the text and the switch keep their stops.
    @Test(arguments: ["false", "true"])
    func `a cell holding a control stays a container, the control and text their own stops`(cellAccessible: String) throws {
        let tree = try Self.page(Self.switchRow(cellAccessible: cellAccessible, inner: "true"))
        let cell = try #require(tree.root.children.first?.children.first)
        #expect(!cell.isElement)
        #expect(cell.traits == [])
        #expect(cell.children.map(\.isElement) == [true, true])
    }

    /// Before: the screen under the sheet was spoken after the sheet's own elements.
    @Test func `what lies under a modal view and is not visible is out of reach`() throws {
        let tree = try Self.page(
            Self.element(
                "Button", name: "Edit", label: "Edit", extra: #" enabled="true" visible="false" accessible="true""#,
                frame: #"x="330" y="47" width="52" height="44" index="0""#),
            Self.element(
                "Button", name: "Below", label: "Below", extra: #" enabled="true" visible="false" accessible="true""#,
                frame: #"x="0" y="900" width="52" height="44" index="1""#),
            Self.element(
                "Sheet", extra: Self.on + #" accessible="false""#, frame: #"x="0" y="400" width="390" height="444" index="2""#,
                Self.element(
                    "Button", name: "Sign In", label: "Sign In", extra: #" enabled="true" visible="true" accessible="true""#,
                    frame: #"x="20" y="700" width="350" height="50" index="0""#)))
        let window = try #require(tree.root.children.first)
        #expect(window.children.map(\.isHidden) == [true, false, false])
        #expect(window.children[2].children.first?.isHidden == false)
    }

    /// A row below the screen's edge, or cut by it, that WebDriverAgent finds not visible is reached: VoiceOver
    /// scrolls to it (iOS 26 Settings' last row, half under the bottom edge, is written `visible="false"`).
    @Test func `without a modal view, what is off screen is still reached (VoiceOver scrolls to it)`() throws {
        let tree = try Self.page(
            Self.element(
                "Button", name: "Below", label: "Below", extra: #" enabled="true" visible="false" accessible="true""#,
                frame: #"x="0" y="900" width="52" height="44" index="0""#),
            Self.element(
                "Button", name: "Edge", label: "Edge", extra: #" enabled="true" visible="false" accessible="true""#,
                frame: #"x="0" y="820" width="52" height="44" index="1""#))
        #expect(tree.root.children.first?.children.map(\.isHidden) == [false, false])
    }

    /// Wholly on screen yet not visible, with nothing visible inside, is covered (the onboarding beneath a SwiftUI
    /// `fullScreenCover`) or transparent (pages of a `ZStack` at `opacity(0)`): page sources an iOS 26.4 simulator
    /// wrote for a SwiftUI app, published as a public project's test fixture. Before, both were spoken and audited
    /// ("Add habit" on a hidden page was a serious `target-size`). A container written not visible whose rows
    /// are (a `Form`'s collection view on the same simulator) is still walked.
    @Test func `what is wholly on screen and not visible, with nothing visible inside, is out of reach`() throws {
        let tree = try Self.page(
            Self.element(
                "Other", extra: #" enabled="true" visible="false""#, frame: #"x="0" y="0" width="390" height="844""#,
                Self.element(
                    "Button", name: "Continue", label: "Continue", extra: #" enabled="true" visible="false""#,
                    frame: #"x="24" y="772" width="342" height="56""#)),
            Self.element(
                "Button", name: "add_habit", label: "Add habit", extra: #" enabled="true" visible="false""#,
                frame: #"x="164" y="435" width="74" height="21""#),
            Self.element(
                "CollectionView", extra: #" enabled="true" visible="false""#, frame: #"x="0" y="0" width="390" height="844""#,
                Self.element(
                    "Button", name: "Show paywall", label: "Show paywall", extra: #" enabled="true" visible="true""#,
                    frame: #"x="16" y="400" width="358" height="44""#)))
        let window = try #require(tree.root.children.first)
        #expect(window.children.map(\.isHidden) == [true, true, false])
        #expect(window.children[2].children.first?.isHidden == false)
    }

    /// An image says nothing and is no element unless made one: UIImageView's `isAccessibilityElement` is false by
    /// default, SwiftUI's decorative images are none, and XCTest lists views that are no element. Without
    /// `accessible` (a snapshot, or a page source written without it), an image without a label or value is no
    /// stop; iOS 26 Settings' dimming overlay (`name="AdditionalDimmingOverlay"`, no label) was a serious
    /// `label-missing` ("Image.") on Apple's own screen. Written `accessible="true"`, it is a stop, and reported.
    @Test func `an image without a label is no stop unless the capture says it is an element`() throws {
        let unknown = try Self.page(
            Self.element(
                "Image", name: "AdditionalDimmingOverlay", extra: #" enabled="true" visible="true""#,
                frame: #"x="0" y="738" width="390" height="106""#))
        #expect(unknown.root.children.first?.children.first?.isElement == false)
        let accessible = try Self.page(
            Self.element(
                "Image", name: "logo", extra: #" enabled="true" visible="true" accessible="true""#,
                frame: #"x="155" y="700" width="80" height="80""#))
        #expect(accessible.root.children.first?.children.first?.isElement == true)
    }

    /// WebDriverAgent writes no `selected` attribute: a selected button without a value of its own is written
    /// `value="1"` (`wdValue` in `XCUIElement+FBWebDriverAttributes.m`, "in same manner as UIAutomation", 2016).
    /// Before: a selected tab was spoken "Inbox: 1. Tab. 1 of 3." where VoiceOver says "Selected: Inbox. Tab."
    @Test func `a button WebDriverAgent writes with the value 1 is selected, without a value`() throws {
        let tree = try Self.page(
            Self.element(
                "TabBar", extra: Self.on + #" accessible="false""#, frame: #"x="0" y="760" width="390" height="84" index="0""#,
                Self.element(
                    "Button", name: "Inbox", label: "Inbox", extra: Self.on + #" accessible="true" value="1""#,
                    frame: #"x="2" y="762" width="128" height="48" index="0""#),
                Self.element(
                    "Button", name: "Search", label: "Search", extra: Self.on + #" accessible="true""#,
                    frame: #"x="131" y="762" width="128" height="48" index="1""#)))
        let tabs = try #require(tree.root.children.first?.children.first?.children)
        #expect(tabs.map(\.value) == [nil, nil])
        #expect(tabs.map { $0.traits.contains(.selected) } == [true, false])
    }

    /// Newer WebDriverAgent writes `traits`: a button whose traits do not say `Selected` has "1" as its own value.
    @Test func `a button whose traits are not selected keeps the value 1`() throws {
        let tree = try Self.page(
            Self.element(
                "Button", name: "Cart", label: "Cart", extra: Self.on + #" accessible="true" value="1" traits="Button""#,
                frame: #"x="330" y="47" width="52" height="44" index="0""#),
            Self.element(
                "Button", name: "Inbox", label: "Inbox", extra: Self.on + #" accessible="true" value="1" traits="Button, Selected""#,
                frame: #"x="2" y="762" width="128" height="48" index="1""#))
        let buttons = try #require(tree.root.children.first?.children)
        #expect(buttons.map(\.value) == ["1", nil])
        #expect(buttons.map { $0.traits.contains(.selected) } == [false, true])
    }

    /// Before: the placeholder became the label, so the field counted as labelled.
    @Test func `a placeholder is the empty field's value, not its label`() throws {
        let tree = try Self.page(
            Self.element(
                "TextField", extra: Self.on + #" accessible="true" value="name@example.com" placeholderValue="name@example.com""#,
                frame: #"x="20" y="100" width="350" height="44" index="0""#))
        let field = try #require(tree.root.children.first?.children.first)
        #expect(field.label == nil)
        #expect(field.value == "name@example.com")
    }

    /// Before: an element without a label holding others was spoken as an empty stop, its content out of reach.
    @Test func `an element that says nothing and holds others is their container`() throws {
        let tree = try Self.page(
            Self.element(
                "Other", extra: Self.on + #" accessible="true""#, frame: #"x="0" y="100" width="390" height="200" index="0""#,
                Self.element(
                    "Button", name: "Buy", label: "Buy", extra: Self.on + #" accessible="true""#,
                    frame: #"x="20" y="100" width="100" height="44" index="0""#)))
        let group = try #require(tree.root.children.first?.children.first)
        #expect(!group.isElement)
        #expect(group.children.first?.isElement == true)
    }
}
