import AccessibilityModel
import AuditCommandLine
import Foundation
import HeadlessUI
import Testing

/// `a11y-audit diff` lines up the containers XCUITest reports (lists, cells, navigation and tab bars) on both
/// sides (spec/cli.md § diff, docs/capturing.md § 5): a headless `List` against a page source of the same list
/// as WebDriverAgent writes it (`XCUIElementTypeCollectionView` of `XCUIElementTypeCell`s).
@Suite struct DiffContainerTests {
    /// The component of docs/capturing.md's containers example, written as in SwiftUI.
    struct Market: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Fruits") {
                        Text("Apple")
                        Text("Pear")
                    }
                }
                .navigationTitle("Market")
            }
        }
    }

    static let treePath = "docs/examples/capture/market-tree.json"
    static let capturePath = "docs/examples/capture/market.xml"

    static func file(_ path: String) throws -> String {
        try String(contentsOfFile: CapturedScreenCommandTests.repository.appendingPathComponent(path).path, encoding: .utf8)
    }

    /// Runs `diff --tree <the headless tree> <capture>` with the capture's text.
    static func diff(capture text: String, format: [String] = []) throws -> CommandRun {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(try file(treePath).utf8).write(to: directory.appendingPathComponent("market-tree.json"))
        try Data(text.utf8).write(to: directory.appendingPathComponent("market.xml"))
        return CommandRun(["diff", "--tree", "market-tree.json", "market.xml"] + format, directory: directory.path)
    }

    /// The example's headless tree is what HeadlessUI renders for `Market` today, so the page cannot drift.
    @Test func `the example's headless tree is the component's render`() throws {
        #expect(try Self.file(Self.treePath) == TreeFormat.write(render(Market(), name: "Market")))
    }

    /// The worked example of docs/capturing.md § 5 (containers), byte for byte.
    @Test func `the worked example lines up the bar, the list and its cells`() {
        let run = CapturedScreenCommandTests.run(["diff", "--tree", Self.treePath, Self.capturePath])
        expectExit(run, .failure)
        #expect(
            run.stdout == """
                --- docs/examples/capture/market-tree.json (component)
                +++ docs/examples/capture/market.xml (capture)
                ~ 1 → 1  "Market"  //XCUIElementTypeStaticText[@name="Market"]
                    frame: (0, 0, 112.2×40.8) → (0, 0, 120×41)
                ~ 2 → 2  "Fruits"  //XCUIElementTypeStaticText[@name="Fruits"]
                    frame: (16, 80.8, 39×15.6) → (20, 81, 45×16)
                ~ 3 → 3  "Apple"  //XCUIElementTypeStaticText[@name="Apple"]
                    frame: (16, 114.2, 42.5×20.4) → (20, 114, 42×22)
                ~ 4 → 4  "Pear"  //XCUIElementTypeStaticText[@name="Pear"]
                    frame: (16, 158.2, 34×20.4) → (20, 158, 35×22)
                containers:
                = navigationBar "Market" (stop 1) → navigationBar "Market" (stop 1)  //XCUIElementTypeNavigationBar[@name="Market"]
                = collectionView (stops 2–4) → collectionView (stops 2–4)  //XCUIElementTypeCollectionView
                = cell (stop 3) → cell (stop 3)  (//XCUIElementTypeCell)[1]
                = cell (stop 4) → cell (stop 4)  (//XCUIElementTypeCell)[2]

                4 focus stops in the component, 4 in the capture: 0 the same, 4 changed, 0 only in the component, 0 only in the capture (hints not compared: the capture has none)
                4 containers in the component, 4 in the capture: 4 the same, 0 changed, 0 only in the component, 0 only in the capture

                """)
        #expect(run.stderr == "")
    }

    @Test func `the same list on both sides has no container difference`() throws {
        let run = try Self.diff(capture: try Self.file(Self.capturePath))
        #expect(run.stdout.contains("\ncontainers:\n"))
        #expect(
            run.stdout.contains(
                "= collectionView (stops 2–4) → collectionView (stops 2–4)  //XCUIElementTypeCollectionView\n"))
        #expect(run.stdout.contains("= cell (stop 3) → cell (stop 3)  (//XCUIElementTypeCell)[1]\n"))
        #expect(run.stdout.contains("= cell (stop 4) → cell (stop 4)  (//XCUIElementTypeCell)[2]\n"))
        #expect(
            run.stdout.contains(
                "= navigationBar \"Market\" (stop 1) → navigationBar \"Market\" (stop 1)  //XCUIElementTypeNavigationBar[@name=\"Market\"]\n"
            ))
        #expect(
            run.stdout.contains(
                "4 containers in the component, 4 in the capture: 4 the same, 0 changed, 0 only in the component, 0 only in the capture\n"))
    }

    @Test func `a list the capture has and the model lacks, or the reverse, is reported`() throws {
        let capture = try Self.file(Self.capturePath)
        // The capture without its collection view: its cells sit in the screen's `Other`.
        let flat = capture.components(separatedBy: "\n").filter { !$0.contains("XCUIElementTypeCollectionView") }.joined(separator: "\n")
        let run = try Self.diff(capture: flat)
        expectExit(run, .failure)
        #expect(run.stdout.contains("- collectionView (stops 2–4) → –: only in the component\n"))
        #expect(run.stdout.contains("= cell (stop 3) → cell (stop 3)"))
        #expect(
            run.stdout.contains(
                "4 containers in the component, 3 in the capture: 3 the same, 0 changed, 1 only in the component, 0 only in the capture"))

        // A capture with a list around what the model has as plain stops: the list is only in the capture.
        let wrapped = capture.replacingOccurrences(
            of: "      <XCUIElementTypeNavigationBar",
            with:
                "      <XCUIElementTypeTable type=\"XCUIElementTypeTable\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"0\" width=\"390\" height=\"844\" index=\"2\">\n      </XCUIElementTypeTable>\n      <XCUIElementTypeNavigationBar"
        )
        let extra = try Self.diff(capture: wrapped)
        #expect(extra.stdout.contains("+ – → table: only in the capture  //XCUIElementTypeTable\n"))
    }

    @Test func `a list that is a table on the device is the same list with another type`() throws {
        let table = try Self.file(Self.capturePath).replacingOccurrences(of: "XCUIElementTypeCollectionView", with: "XCUIElementTypeTable")
        let run = try Self.diff(capture: table)
        expectExit(run, .failure)
        #expect(
            run.stdout.contains("~ collectionView (stops 2–4) → table (stops 2–4)  //XCUIElementTypeTable\n    elementType: collectionView → table\n")
        )
    }

    /// A capture taken while typing shows the system keyboard, which the component never renders: its keys and
    /// the keyboard are left out, and the diff is the worked example's. Before the keyboard had a type of its own,
    /// each key was a stop "only in the capture".
    @Test func `the system keyboard of a capture is left out`() throws {
        let typing = try Self.file(Self.capturePath).replacingOccurrences(
            of: "</XCUIElementTypeApplication>",
            with: """
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="1">
                <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" accessible="false" x="0" y="508" width="390" height="336" index="0">
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" accessible="true" x="3" y="516" width="33" height="42" index="0"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="shift" label="shift" enabled="true" visible="true" accessible="true" x="3" y="624" width="42" height="42" index="1"/>
                </XCUIElementTypeKeyboard>
                </XCUIElementTypeWindow>
                </XCUIElementTypeApplication>
                """)
        #expect(typing.contains("XCUIElementTypeKeyboard"))
        let original = try Self.diff(capture: try Self.file(Self.capturePath))
        let run = try Self.diff(capture: typing)
        #expect(run.stdout == original.stdout)
        #expect(run.code == original.code)
    }

    @Test func `a navigation bar named otherwise differs in its identifier`() throws {
        let renamed = try Self.file(Self.capturePath).replacingOccurrences(
            of: #"<XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Market""#,
            with: #"<XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Shop""#)
        let run = try Self.diff(capture: renamed)
        #expect(run.stdout.contains("    identifier: \"Market\" → \"Shop\"\n"))
    }

    /// `tree` shows the types a capture carries, in text and in the JSON tree format, which reads them back.
    @Test func `tree shows the container types of a capture`() throws {
        let text = CapturedScreenCommandTests.run(["tree", "--tree", Self.capturePath])
        #expect(text.stdout.contains("group elementType=navigationBar identifier=\"Market\" frame=(0, 47, 390, 96)\n"))
        #expect(text.stdout.contains("group elementType=collectionView frame=(0, 0, 390, 844)\n"))
        // A SwiftUI `List` row: the cell is not accessible, its text is, and VoiceOver reads the text.
        #expect(text.stdout.contains("group elementType=cell frame=(16, 194, 358, 44)\n"))
        #expect(text.stdout.contains("element label=\"Apple\" traits=staticText"))
        let json = CapturedScreenCommandTests.run(["tree", "--tree", Self.capturePath, "--format", "json"])
        #expect(json.stdout.contains(#""elementType": "collectionView""#))
        let read = try TreeFormat.read(Data(json.stdout.utf8))
        #expect(read.root.children[0].children[0].children[1].elementType == .collectionView)
    }

    @Test func `JSON lists the containers with their stops and a summary`() throws {
        let run = try Self.diff(capture: try Self.file(Self.capturePath), format: ["--format", "json"])
        let value = try JSONParser().parse(Data(run.stdout.utf8))
        let containers = try #require(value["containers"]?.arrayValue)
        #expect(containers.count == 4)
        #expect(containers.allSatisfy { $0["kind"]?.stringValue == "same" })
        #expect(containers[1]["component"]?["type"]?.stringValue == "collectionView")
        #expect(containers[1]["capture"]?["stops"]?.arrayValue?.compactMap(\.numberValue) == [2, 3, 4])
        #expect(containers[1]["capture"]?["xpath"]?.stringValue == "//XCUIElementTypeCollectionView")
        #expect(value["summary"]?["containers"]?["same"]?.numberValue == 4)
    }
}
