import AccessibilityAudit
import Foundation
import HeadlessUI
import ReportFormats
import Testing

@testable import AccessibilityTesting

@Suite struct ExpectAccessibleTests {
    @Test func `an unlabeled icon button is an error at the caller's line naming the rule`() {
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            expectAccessible(Fixtures.unlabeledIconButton)
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 1)
        let issue = log.errors.first
        #expect(issue?.sourceLocation?.line == line)
        #expect(issue?.sourceLocation?.fileName == "ExpectAccessibleTests.swift")
        let text = issue?.text ?? ""
        #expect(text.hasPrefix("image-label-derived (serious): "))
        #expect(text.contains("element: \"trash. Button.\" at 0"))
        // The issue is at the test's line; its text names the line that made the element (issue 38).
        #expect(text.contains("source: Tests/AccessibilityTestingTests/Support/Fixtures.swift:11:15 (the line that made the element)"))
        #expect(text.contains("where: always (11 of 11 cells, smoke matrix), style default, state default"))
        #expect(text.contains("fix: describe the meaning"))
    }

    @Test func `a failure lists every focus stop with what VoiceOver says`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(
                VStack {
                    Text("Trash").accessibilityAddTraits(.isHeader)
                    Fixtures.unlabeledIconButton
                })
        } matching: {
            log.keep($0)
        }
        let text = log.errors.first?.text ?? ""
        #expect(
            text.contains(
                """
                focus stops (style default, default settings):
                  1. "Trash. Heading."
                  2. "trash. Button."
                """))
    }

    @Test func `a labelled icon button records nothing and reports its focus stop`() throws {
        let report = try #require(expectAccessible(Fixtures.labelledIconButton))
        #expect(report.passed)
        #expect(report.result.findings.isEmpty)
        #expect(report.focusStops == ["Delete. Button."])
        #expect(report.component == "Button")
    }

    @Test func `findings below the threshold are warnings`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Fixtures.redundantRoleButton)
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.isEmpty)
        #expect(log.warnings.count == 1)
        let text = log.warnings.first?.text ?? ""
        #expect(text.hasPrefix("label-redundant-role (minor), below the serious threshold: "))
        #expect(!text.contains("focus stops"))
    }

    @Test func `a lower threshold turns the warning into an error`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Fixtures.redundantRoleButton, .failOn(.minor))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { $0.text.prefix(20) } == ["label-redundant-role"])
    }

    @Test func `no threshold records only warnings`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Fixtures.unlabeledIconButton, .failOn(nil))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.isEmpty)
        #expect(log.warnings.first?.text.hasPrefix("image-label-derived (serious), never fails: ") == true)
    }

    @Test func `a style that changes semantics fails with a diff of the two styles`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Fixtures.labelledIconButton, .styles(Fixtures.renamingStyles))
        } matching: {
            log.keep($0)
        }
        let invariance = log.errors.first { $0.text.hasPrefix("style-invariance") }
        let text = invariance?.text ?? ""
        #expect(
            text.contains(
                """
                --- style plain
                +++ style renamed
                + "Remove" traits=button actions=activate
                - "Delete" traits=button actions=activate
                """))
        #expect(text.contains("style renamed, state default"))
        #expect(text.contains("element: the whole view at root"))
    }

    @Test func `a finding that occurs only in some environments says where`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Button(action: {}) { Text("Go").frame(width: 44, height: 44) }.foregroundStyle(Color.gray), .failOn(.minor))
        } matching: {
            log.keep($0)
        }
        let contrast = log.errors.first { $0.text.hasPrefix("contrast-text") }?.text ?? ""
        #expect(contrast.contains("where: "))
        #expect(!contrast.contains("where: always"))
    }

    @Test func `settings fixed on every cell are used and reported`() throws {
        let dark = try #require(expectAccessible(Fixtures.labelledIconButton, .matrix(.smoke), .settings(SettingsOverride(colorScheme: .dark))))
        #expect(dark.settings.colorScheme == .dark)
        #expect(dark.result.findings.isEmpty)
        #expect(dark.result.overrides == SettingsOverride(colorScheme: .dark))
        #expect(dark.json.contains(#""env": "colorScheme=dark""#))
    }

    @Test func `the component is named after the view's type unless named`() throws {
        #expect(ViewUnderTest.typeName(Button<Text>.self) == "Button")
        #expect(ViewUnderTest.typeName(ModifiedContent<Toggle<Text>, _AccessibilityModifier>.self) == "Toggle")
        let report = try #require(expectAccessible(Fixtures.labelledIconButton, .named("DeleteButton")))
        #expect(report.component == "DeleteButton")
        #expect(report.json.contains("\"component\": \"DeleteButton\""))
    }

    @Test func `the JSON report is the CLI's report: each finding, the verdict and the focus stops`() throws {
        var report: AccessibilityReport?
        withKnownIssue {
            report = expectAccessible(Fixtures.unlabeledIconButton)
        }
        let json = try #require(report?.json)
        #expect(json.contains("\"rule\": \"image-label-derived\""))
        let decoded = try ReportJSON.decode(Data(json.utf8))
        #expect(decoded.findings == report?.result.findings)
        #expect(decoded.findings.contains { $0.rule == .imageLabelDerived && $0.fails(at: .serious) })
        #expect(decoded.summary.failed)
        #expect(decoded.screens.first?.stops.map(\.description) == ["trash. Button."])
        #expect(decoded.units.map(\.component) == decoded.units.map { _ in "Button" })
    }
}
