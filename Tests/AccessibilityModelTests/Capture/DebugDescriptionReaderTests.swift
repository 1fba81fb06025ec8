import Foundation
import Testing

@testable import AccessibilityModel

/// `XCUIElement.debugDescription` text, as `po app` and `print(app.debugDescription)` show it.
@Suite struct DebugDescriptionReaderTests {
    /// `po XCUIApplication().debugDescription` in a UI test of a small UIKit app, as published in the README of
    /// github.com/swift-man/XCUITest_study (notes on Test Automation University's XCUITest course): the
    /// application, its main window, three untitled containers, two texts, a field without a label, a button
    /// holding its text, and an image, followed by XCTest's "Path to element" and "Query chain".
    static let published = """
        Attributes: Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
        Element subtree:
         →Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
            Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}
              Other, 0x147504e40, {{0.0, 0.0}, {414.0, 896.0}}
                Other, 0x1475052a0, {{0.0, 0.0}, {414.0, 896.0}}
                  Other, 0x147504f50, {{0.0, 0.0}, {414.0, 896.0}}
                    StaticText, 0x147505060, {{68.0, 224.5}, {285.5, 26.5}}, identifier: 'welcomeMessage', label: 'Welcome to XCUITest Course '
                    StaticText, 0x147505170, {{109.0, 325.0}, {171.5, 31.5}}, identifier: 'enterCity', label: 'Enter Your City '
                    TextField, 0x1475053b0, {{189.0, 422.5}, {36.0, 51.5}}, identifier: 'city'
                    Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll'
                      StaticText, 0x147704b50, {{180.5, 548.0}, {58.0, 29.0}}, label: 'Enroll'
                    Image, 0x147704ed0, {{164.0, 710.0}, {90.0, 90.0}}, identifier: 'TAUlogo'
        Path to element:
         →Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
        Query chain:
         →Find: Target Application 'com.swiftman.XCUITest-study'
          Output: {
            Application, 0x1470177e0, pid: 8736, label: 'XCUITest_study'
          }

        """

    static func read(_ text: String) throws -> CapturedScreen {
        let data = Data(text.utf8)
        #expect(CapturedScreen.format(of: data) == .debugDescription)
        return try CapturedScreen.readDebugDescription(data)
    }

    @Test func `the published description becomes its tree, nested by indentation`() throws {
        let screen = try Self.read(Self.published)
        #expect(screen.tree.name == "XCUITest_study")
        #expect(screen.warnings.isEmpty)
        let window = try #require(screen.tree.root.children.first)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 414, height: 896))
        let content = try #require(window.children.first?.children.first?.children.first)
        #expect(content.children.map(\.label) == ["Welcome to XCUITest Course ", "Enter Your City ", nil, "Enroll", nil])
        #expect(content.children.map(\.identifier) == ["welcomeMessage", "enterCity", "city", "enrollButton", "TAUlogo"])
        let button = content.children[3]
        #expect(button.traits.contains(.button) && button.isElement)
        #expect(button.frame == CGRect(x: 25, y: 542, width: 369, height: 41))
        #expect(button.children.map(\.label) == ["Enroll"])
        #expect(content.children[2].traits.contains(.textEntry))
        #expect(content.children[4].traits.contains(.image))
    }

    /// `po app.debugDescription` shows the same text as a string literal, after XCTest's log lines.
    @Test func `the debugger's quoted form is read as the text it quotes`() throws {
        let escaped = Self.published.replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n")
        let quoted = """
                t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 8736
            "\(escaped)"
            """
        let screen = try Self.read(quoted)
        #expect(screen.tree.name == "XCUITest_study")
        #expect(screen.tree.root.nodeCount == 11)
    }

    @Test func `states, bare values and quotes inside labels are read`() throws {
        let screen = try Self.read(
            """
             →Application, 0x1, pid: 1, label: 'App'
                Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
                  Button, 0x3, {{0.0, 100.0}, {200.0, 44.0}}, label: 'Bob's, Alice's', Disabled
                  TextField, 0x4, {{32.0, 224.0}, {271.0, 21.0}}, identifier: 'email', value: ukautomationuser@e..., Selected
                  Other, 0x5, {{0.0, 0.0}, {1.0, 1.0}}, colour: 'red', Shiny
            """)
        let window = try #require(screen.tree.root.children.first)
        #expect(window.children[0].label == "Bob's, Alice's")
        #expect(window.children[0].traits.contains(.notEnabled))
        #expect(window.children[1].value == "ukautomationuser@e...")
        #expect(window.children[1].traits.contains(.selected))
        #expect(
            screen.warnings == [
                CaptureWarning(message: "unmapped key 'colour': ignored", line: 5, column: 45),
                CaptureWarning(message: "unmapped state 'Shiny': ignored", line: 5, column: 60),
            ])
    }

    @Test func `a frame that is not four numbers is a warning at it`() throws {
        let screen = try Self.read(
            """
             →Application, 0x1, pid: 1, label: 'App'
                Button, 0x3, {{0.0, 1,5}, {200.0, 44.0}}, label: 'Go'
            """)
        #expect(screen.tree.root.children.first?.frame == nil)
        #expect(
            screen.warnings == [
                CaptureWarning(
                    message: "the frame '{{0.0, 1,5}, {200.0, 44.0}}' is not four numbers of points: the element has no frame, "
                        + "so its target size and place are not checked", line: 2, column: 18)
            ])
    }

    @Test func `a second top element is a located error`() {
        #expect(throws: TreeFormatError(message: "a second top element; the subtree has one", line: 2, column: 3)) {
            try Self.read(" →Application, 0x1, pid: 1, label: 'App'\n →Application, 0x2, pid: 2, label: 'Other'")
        }
    }
}
