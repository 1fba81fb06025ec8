import AccessibilityModel
import AccessibilityTesting
import HeadlessUI
import ScreenReader
import Testing

/// The fidelity suite (issue 39, item 1): SwiftUI views whose iOS output
/// cashapp/AccessibilitySnapshot (AS) recorded in its reference images,
/// rendered by HeadlessUI and spoken by the simulator, element by element.
///
/// Source of every expectation: AS commit 5b03db8 (Apache License 2.0), the
/// legend of the reference image named in ``Recording/images`` (read from the
/// PNG: description, hint in italics, `Actions Available` / `More Content
/// Available` and the items listed under them). docs/voiceover.md holds the
/// table these tests keep true ("Fidelity").
struct Recording: Sendable, CustomTestStringConvertible {
    /// The view's name in AS.
    let name: String
    /// The reference images, each `<file> (iOS x.y)`.
    let images: [String]
    /// The iOS versions recorded.
    let versions: [IOSVersion]
    let elements: [Expected]
    let render: @Sendable (AccessibilitySettings) -> [SpokenStop]

    var testDescription: String { name }
}

/// One element as AS recorded it, and, where the simulator knowingly differs,
/// what it says instead and why.
struct Expected: Sendable {
    /// AS's description of the element (on every version of the recording unless ``byVersion`` says otherwise).
    var description: String
    var hint: String? = nil
    var extras: [String] = []
    /// The Actions rotor's entries, as AS lists them.
    var actions: [String] = []
    /// The custom content, `Label: Value` (or the label alone) as AS lists it.
    var content: [String] = []
    /// The description on a version where it differs from ``description``.
    var byVersion: [IOSVersion: String] = [:]
    /// The simulator's description where it knowingly differs from iOS's, with the reason.
    var known: (description: String, why: String)? = nil

    func recorded(on version: IOSVersion) -> String { byVersion[version] ?? description }
}

enum FidelitySuite {
    static let recordings: [Recording] = [
        Recording(
            name: "SwiftUIView",
            images: [
                "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUISnapshotTests/testSimpleView_17_5_393x852@3x.png (iOS 17.5)",
                "…/testSimpleView_26_2_402x874@3x.png (iOS 26.2)",
            ],
            versions: [.iOS17, .iOS26],
            elements: [
                Expected(description: ""),
                Expected(description: "Label"),
                Expected(description: "Value"),
                Expected(description: "Hint"),
                Expected(description: "Label: Value"),
                Expected(description: "Label", hint: "Hint"),
                Expected(description: "Value", hint: "Hint"),
                Expected(description: "Label: Value", hint: "Hint"),
                Expected(description: "Label: Value", hint: "Hint", extras: ["Actions Available"], actions: ["Custom"]),
                Expected(
                    description: "Label: Value", hint: "Hint", extras: ["More Content Available"],
                    content: ["Key: Value", "Important Key: Important Value"],
                    known: (
                        "Label: Value. Important Key: Important Value.",
                        "AS lists high-importance content under the element, not in its description; the simulator "
                            + "speaks it after the value (Apple's AXCustomContent header, decision 24)"
                    )),
            ],
            render: { VoiceOver(ASSwiftUIView(), settings: $0).speakAll() }),
        Recording(
            name: "SwiftUIListWithSections",
            images: [
                "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUIListSectionTests/testListWithSectionHeaders_17_5_393x852@3x.png (iOS 17.5)",
                "…/testListWithSectionHeaders_26_2_402x874@3x.png (iOS 26.2)",
            ],
            versions: [.iOS17, .iOS26],
            elements: [
                Expected(description: "Fruits. Heading.", byVersion: [.iOS17: "FRUITS. Heading.", .iOS18: "FRUITS. Heading."]),
                Expected(description: "Apple"), Expected(description: "Banana"), Expected(description: "Cherry"),
                Expected(description: "Vegetables. Heading.", byVersion: [.iOS17: "VEGETABLES. Heading.", .iOS18: "VEGETABLES. Heading."]),
                Expected(description: "Carrot"), Expected(description: "Peas"),
            ],
            render: { VoiceOver(ASListWithSections(), settings: $0).speakAll() }),
        Recording(
            name: "SwiftUIListWithHeadersAndFooters",
            images: [
                "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.SwiftUIListSectionTests/testListWithHeadersAndFooters_18_5_402x874@3x.png (iOS 18.5)",
                "…/testListWithHeadersAndFooters_26_2_402x874@3x.png (iOS 26.2)",
            ],
            versions: [.iOS18, .iOS26],
            elements: [
                Expected(description: "Accounts. Heading.", byVersion: [.iOS17: "ACCOUNTS. Heading.", .iOS18: "ACCOUNTS. Heading."]),
                Expected(description: "Checking"), Expected(description: "Savings"),
                Expected(description: "Tap an account to view details"),
                Expected(description: "Bills. Heading.", byVersion: [.iOS17: "BILLS. Heading.", .iOS18: "BILLS. Heading."]),
                Expected(description: "Electric"), Expected(description: "Internet"), Expected(description: "Due this month"),
            ],
            render: { VoiceOver(ASListWithHeadersAndFooters(), settings: $0).speakAll() }),
        Recording(
            name: "CustomContentDemo",
            images: [
                "Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testCustomContentDemo_26_2_402x874@3x.png (iOS 26.2)"
            ],
            versions: [.iOS26],
            elements: [
                Expected(description: "Custom Content, Additional details via 'More Content' rotor"),
                Expected(
                    description: "Wireless Headphones, $149.99", extras: ["More Content Available"],
                    content: ["Rating: 4.5 stars from 2,847 reviews", "SKU: WH-1000XM5"],
                    known: ("Wireless Headphones, $149.99. SKU: WH-1000XM5.", "high-importance content, as in SwiftUIView")),
                Expected(
                    description: "Bluetooth Speaker, $79.99", extras: ["More Content Available"],
                    content: ["Rating: 4.2 stars from 1,523 reviews", "SKU: BS-MINI-BLK"],
                    known: ("Bluetooth Speaker, $79.99. SKU: BS-MINI-BLK.", "high-importance content, as in SwiftUIView")),
            ],
            render: { VoiceOver(ASCustomContentDemo(), settings: $0).speakAll() }),
        Recording(
            name: "CustomActionsDemo",
            images: [
                "Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/AccessibilitySnapshotPreviewsTests.SwiftUIRendererTests/testCustomActionsDemo_18_5_402x874@3x.png (iOS 18.5)",
                "…/testCustomActionsDemo_26_2_402x874@3x.png (iOS 26.2)",
            ],
            versions: [.iOS18, .iOS26],
            elements: [
                Expected(description: "Custom Actions, VoiceOver users swipe up/down to access these actions"),
                Expected(
                    description: "Important Email. Preview of email content", extras: ["Actions Available"],
                    actions: ["Delete", "Archive", "Forward", "Reply", "Add to favorites"]),
            ],
            render: { VoiceOver(ASCustomActionsDemo(), settings: $0).speakAll() }),
    ]

    /// Every (recording, version) pair.
    static var cases: [(Recording, IOSVersion)] {
        recordings.flatMap { recording in recording.versions.map { (recording, $0) } }
    }

    /// The content as AS writes it.
    static func content(_ node: AccessibilityNode) -> [String] {
        node.customContent.map { $0.value.isEmpty ? $0.label : "\($0.label): \($0.value)" }
    }

    /// How many of the recording's elements the simulator says exactly as AS recorded them on `version`.
    static func exact(_ recording: Recording, on version: IOSVersion) -> Int {
        var settings = AccessibilitySettings()
        settings.iosVersion = version
        let spoken = recording.render(settings)
        return recording.elements.filter { expected in
            spoken.contains { stop in
                stop.description == expected.recorded(on: version) && stop.hint == expected.hint && stop.extras == expected.extras
                    && stop.stop.node.customActions == expected.actions && content(stop.stop.node) == expected.content
            }
        }.count
    }
}

@Suite struct FidelitySuiteTests {
    /// Every element is there, said as AS recorded it or as the known difference says, in the simulator's order:
    /// VoiceOver's reading order (AS lists a list's section headers and footers after the rows; the simulator
    /// reads each where it is, as VoiceOver does, docs/voiceover.md).
    @Test(arguments: FidelitySuite.cases)
    func `each recorded element is spoken as iOS recorded it, or as its known difference says`(recording: Recording, version: IOSVersion) {
        var settings = AccessibilitySettings()
        settings.iosVersion = version
        var spoken = recording.render(settings)
        #expect(spoken.count == recording.elements.count, "\(recording.name) on iOS \(version.rawValue)")
        for expected in recording.elements {
            let description = expected.known?.description ?? expected.recorded(on: version)
            guard let index = spoken.firstIndex(where: { $0.description == description }) else {
                Issue.record("\(recording.name) on iOS \(version.rawValue): no element says \"\(description)\"")
                continue
            }
            let stop = spoken.remove(at: index)
            #expect(stop.hint == expected.hint, "\(description)")
            #expect(stop.extras == expected.extras, "\(description)")
            #expect(stop.stop.node.customActions == expected.actions, "\(description)")
            #expect(FidelitySuite.content(stop.stop.node) == expected.content, "\(description)")
        }
    }

    /// The table of docs/voiceover.md ("Fidelity"): elements exact of total per iOS version.
    @Test func `the fidelity table holds`() {
        var table: [IOSVersion: (exact: Int, total: Int)] = [:]
        for (recording, version) in FidelitySuite.cases {
            let row = table[version] ?? (0, 0)
            table[version] = (row.exact + FidelitySuite.exact(recording, on: version), row.total + recording.elements.count)
        }
        #expect(table[.iOS17]?.exact == 16 && table[.iOS17]?.total == 17)
        #expect(table[.iOS18]?.exact == 10 && table[.iOS18]?.total == 10)
        #expect(table[.iOS26]?.exact == 27 && table[.iOS26]?.total == 30)
    }
}
