import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// `a11y-audit diff`: a component's headless tree against a capture of it (spec/cli.md § diff,
/// docs/capturing.md § Diffing a component against its capture).
@Suite struct DiffCommandTests {
    /// The worked example of docs/capturing.md, byte for byte: the catalog's Dialog against
    /// docs/examples/capture/dialog-presented.xml, where only the frames differ (an iOS alert is wider).
    @Test func `the dialog differs from its capture in its frames`() {
        let run = CapturedScreenCommandTests.run(["diff", "Dialog", "docs/examples/capture/dialog-presented.xml"])
        expectExit(run, .failure)
        #expect(
            run.stdout == """
                --- Dialog, style default, state presented (component)
                +++ docs/examples/capture/dialog-presented.xml (capture)
                ~ 1 → 1  "Title"  //XCUIElementTypeStaticText[@name="Title"]
                    frame: (0, 0, 46.75×20.4) → (16, 0, 238×22)
                ~ 2 → 2  "Message"  //XCUIElementTypeStaticText[@name="Message"]
                    frame: (0, 32.4, 59.5×20.4) → (16, 24, 238×18)
                ~ 3 → 3  "Cancel"  //XCUIElementTypeButton[@name="Cancel"]
                    frame: (0, 64.8, 83×44.4) → (0, 85, 135×44)
                ~ 4 → 4  "Delete"  //XCUIElementTypeButton[@name="Delete"]
                    frame: (95, 64.8, 88.1×44.4) → (135, 85, 135×44)

                4 focus stops in the component, 4 in the capture: 0 the same, 4 changed, 0 only in the component, 0 only in the capture (hints not compared: the capture has none)

                """)
        #expect(run.stderr == "")
    }

    /// A capture against its own tree (written by `tree --format json`): every stop the same, exit 0.
    @Test func `a capture agrees with its own tree`() throws {
        let tree = CapturedScreenCommandTests.run(["tree", "--tree", "docs/examples/capture/inbox.xml", "--format", "json"])
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let treePath = directory.appendingPathComponent("inbox-tree.json").path
        try Data(tree.stdout.utf8).write(to: URL(fileURLWithPath: treePath))
        let run = CapturedScreenCommandTests.run(["diff", "--tree", treePath, "docs/examples/capture/inbox.xml"])
        expectExit(run, .success)
        #expect(run.stdout.contains("10 focus stops in the component, 10 in the capture: 10 the same, 0 changed"))
    }

    /// The capture hides what is under the alert, as the component's modal container does: no stop of the
    /// screen beneath is compared, and the capture's containers (windows, a scroll view) make no difference.
    @Test func `JSON lists each pair with its matched stops and the fields that differ`() throws {
        let run = CapturedScreenCommandTests.run(["diff", "Dialog", "docs/examples/capture/dialog-presented.xml", "--format", "json"])
        expectExit(run, .failure)
        let value = try JSONParser().parse(Data(run.stdout.utf8))
        #expect(value["agrees"]?.boolValue == false)
        #expect(value["summary"]?["changed"]?.numberValue == 4)
        let first = try #require(value["entries"]?.arrayValue?.first)
        #expect(first["kind"]?.stringValue == "changed")
        #expect(first["match"]?.stringValue == "label")
        #expect(first["differences"]?.arrayValue?.compactMap(\.stringValue) == ["frame"])
        #expect(first["capture"]?["xpath"]?.stringValue == #"//XCUIElementTypeStaticText[@name="Title"]"#)
        #expect(first["component"]?["traits"]?.arrayValue?.compactMap(\.stringValue) == ["staticText", "header"])
    }

    @Test func `a changed label and a stop only in the capture are reported`() throws {
        let capture = try String(
            contentsOfFile: CapturedScreenCommandTests.repository.appendingPathComponent(
                "docs/examples/capture/dialog-presented.xml"
            ).path, encoding: .utf8
        )
        .replacingOccurrences(of: #"name="Cancel" label="Cancel""#, with: #"name="Keep" label="Keep""#)
        .replacingOccurrences(
            of: "          </XCUIElementTypeOther>\n        </XCUIElementTypeAlert>",
            with: """
                            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Archive" label="Archive" enabled="true" visible="true" accessible="true" x="60" y="496" width="270" height="44" index="3" traits="Button"/>
                          </XCUIElementTypeOther>
                        </XCUIElementTypeAlert>
                """)
        let run = try CapturedScreenCommandTests.run(["diff", "Dialog"], file: capture, named: "dialog.xml")
        expectExit(run, .failure)
        #expect(
            run.stdout.contains("~ 3 → 3  \"Cancel\" (matched by order)  //XCUIElementTypeButton[@name=\"Keep\"]\n    label: \"Cancel\" → \"Keep\"\n")
        )
        #expect(run.stdout.contains("+ – → 5  \"Archive\": only in the capture  //XCUIElementTypeButton[@name=\"Archive\"]\n"))
    }

    struct Misuse: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var code: ExitCode
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let misuses: [Misuse] = [
        Misuse(arguments: ["diff", "Dialog"], code: .usageError, message: "error: missing <capture>"),
        Misuse(arguments: ["diff"], code: .usageError, message: "error: missing"),
        Misuse(
            arguments: ["diff", "Dialog", "docs/examples/capture/inbox.xml", "--tree", "docs/examples/checkout.json"], code: .usageError,
            message: "error: give either a <component> or --tree <file.json>, not both"),
        Misuse(
            arguments: ["diff", "Dialog", "docs/examples/capture/inbox.xml", "--state", "all"], code: .usageError,
            message: "error: diff compares one style and state"),
        Misuse(arguments: ["diff", "Dialgo", "docs/examples/capture/inbox.xml"], code: .usageError, message: "did you mean 'Dialog'?"),
        Misuse(arguments: ["diff", "Dialog", "missing.xml"], code: .inputError, message: "error: cannot read 'missing.xml'"),
    ]

    @Test(arguments: misuses)
    func `misuse is a usage or input error, never a comparison`(misuse: Misuse) {
        let run = CapturedScreenCommandTests.run(misuse.arguments)
        expectExit(run, misuse.code)
        #expect(run.stderr.contains(misuse.message))
        #expect(run.stdout == "")
    }
}
