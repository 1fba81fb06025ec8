import AccessibilityAudit
import AccessibilityModel
import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// A chip whose two states are drawn in two colours and nothing else: same
/// text, same shape, the same semantics.
struct ColourChip: View {
    var isOn: Bool

    var body: some View {
        Text("Wi-Fi")
            .foregroundColor(.white)
            .padding(12)
            .background(isOn ? Color.blue : Color.gray)
            .accessibilityAddTraits(.isButton)
    }
}

@Suite struct StatesTests {
    @Test func `states that differ only in colour are found from a test at the caller's line`() {
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            expectAccessible(states: ["off": ColourChip(isOn: false), "on": ColourChip(isOn: true)], .only(.colorOnlyState))
        } matching: {
            log.keep($0)
        }
        let issue = log.errors.first
        #expect(log.errors.count == 1)
        #expect(issue?.sourceLocation?.line == line)
        let text = issue?.text ?? ""
        #expect(text.hasPrefix("color-only-state (serious): "), "\(text)")
        #expect(text.contains("states \"off\" and \"on\" differ only in colour"))
        #expect(text.contains("state on"))
    }

    @Test func `one view cannot show the colour-only state, which is why states are given`() throws {
        let report = try #require(expectAccessible(ColourChip(isOn: true), .only(.colorOnlyState)))
        #expect(report.result.findings.isEmpty)
    }

    @Test func `the report speaks every state's focus stops`() throws {
        let report = try #require(
            expectAccessible(
                states: ["off": ColourChip(isOn: false), "on": ColourChip(isOn: true)],
                .only(.labelMissing)))
        #expect(report.states == ["off", "on"])
        #expect(report.stopsByState.map(\.state) == ["off", "on"])
        #expect(report.stopsByState.map(\.stops) == [["Wi-Fi. Button."], ["Wi-Fi. Button."]])
        #expect(
            report.focusStopListing == """
                focus stops (state off, style default, default settings):
                  1. "Wi-Fi. Button."
                focus stops (state on, style default, default settings):
                  1. "Wi-Fi. Button."
                """)
    }

    @Test func `a failure lists the stops once per test, not once per issue`() {
        let log = IssueLog()
        withKnownIssue {
            // Two failing findings: the symbol name read as the label, and the colour-only states.
            expectAccessible(
                states: [
                    "off": HStack {
                        ColourChip(isOn: false); Fixtures.unlabeledIconButton
                    },
                    "on": HStack {
                        ColourChip(isOn: true); Fixtures.unlabeledIconButton
                    },
                ], .only(.colorOnlyState, .imageLabelDerived))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 3)
        #expect(log.errors.filter { $0.text.contains("focus stops (state off") }.count == 1)
        // The padded chip's text sits lower than the 44-point button, so VoiceOver reaches the button first.
        #expect(
            log.errors.last?.text.hasSuffix(
                """
                focus stops (state off, style default, default settings):
                  1. "trash. Button."
                  2. "Wi-Fi. Button."
                focus stops (state on, style default, default settings):
                  1. "trash. Button."
                  2. "Wi-Fi. Button."
                """) == true)
    }

    @Test func `requireAccessible with states stops the test at the caller's line`() throws {
        let log = IssueLog()
        let line = #line + 2
        try withKnownIssue {
            _ = try requireAccessible(states: ["off": ColourChip(isOn: false), "on": ColourChip(isOn: true)], .only(.colorOnlyState))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 1)
        #expect(log.errors.first?.sourceLocation?.line == line)
        #expect(log.errors.first?.text.contains("color-only-state (serious)") == true)
        #expect(log.errors.first?.text.contains("focus stops (state off") == true)
    }

    @Test func `a state named twice is a configuration problem`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(states: ["on": ColourChip(isOn: false), "on": ColourChip(isOn: true)])
        } matching: {
            log.keep($0)
        }
        #expect(log.all.map(\.text) == ["cannot audit: the state 'on' is given twice; give each state once"])
    }

    @Test func `a catalog entry is audited with its states`() {
        let entry = CatalogEntry(
            "Chip",
            states: [
                StateDescriptor(name: "off", arguments: ["isOn": .bool(false)]),
                StateDescriptor(name: "on", arguments: ["isOn": .bool(true)]),
            ]
        ) { context in
            AnyView(ColourChip(isOn: context.bool("isOn")))
        }
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            expectAccessible(entry, .only(.colorOnlyState))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 1)
        #expect(log.errors.first?.sourceLocation?.line == line)
        #expect(log.errors.first?.text.contains("states \"off\" and \"on\" differ only in colour") == true)
    }
}
