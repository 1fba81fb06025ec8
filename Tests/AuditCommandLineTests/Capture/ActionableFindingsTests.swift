import AccessibilityModel
import AuditCommandLine
import Foundation
import ReportFormats
import Testing

/// Findings on a captured screen that an Appium or XCUITest user can act on (docs/capturing.md § Findings you can
/// act on): elements named by XPath, label and identifier, located at their line and column in the capture,
/// the contracts that need a live component noted once, fixes worded for UIKit.
@Suite struct ActionableFindingsTests {
    /// A to-do list as WebDriverAgent writes it (hand-made in `FBXPath`'s attribute order, which leaves out the
    /// `name` and `label` of an element that has neither): an icon-only add button without a label, and two rows
    /// that each hold a Delete button (a cell holding a control keeps its stops).
    static let tasks = """
        <?xml version="1.0" encoding="UTF-8"?>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Tasks" label="Tasks" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
          <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Tasks" enabled="true" visible="true" accessible="false" x="0" y="47" width="390" height="96" index="0">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Tasks" name="Tasks" label="Tasks" enabled="true" visible="true" accessible="true" x="16" y="95" width="120" height="41" index="0"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" accessible="true" x="330" y="51" width="44" height="44" index="1"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" accessible="false" x="0" y="143" width="390" height="701" index="1">
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="160" width="390" height="52" index="0">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Buy milk" name="Buy milk" label="Buy milk" enabled="true" visible="true" accessible="true" x="20" y="175" width="200" height="22" index="0"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" enabled="true" visible="true" accessible="true" x="326" y="164" width="44" height="44" index="1"/>
              </XCUIElementTypeCell>
              <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" accessible="false" x="0" y="212" width="390" height="52" index="1">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Call Anna" name="Call Anna" label="Call Anna" enabled="true" visible="true" accessible="true" x="20" y="227" width="200" height="22" index="0"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" enabled="true" visible="true" accessible="true" x="326" y="216" width="44" height="44" index="1"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
          </XCUIElementTypeWindow>
        </XCUIElementTypeApplication>
        """

    static func audit(_ format: String, file text: String = tasks, named name: String = "tasks.xml") throws -> CommandRun {
        try CapturedScreenCommandTests.run(["audit", "--format", format, "--tree"], file: text, named: name)
    }

    static func report(_ run: CommandRun) throws -> AuditReport {
        try ReportJSON.decode(Data(run.stdout.utf8))
    }

    /// Before: `element: path 0.0.0.1`, no location, and a SwiftUI fix.
    @Test func `the text report names the element by XPath and locates it in the capture`() throws {
        let run = try Self.audit("text")
        expectExit(run, .failure)
        #expect(run.stdout.contains("tasks.xml:6:7: error: critical: [label-missing]"))
        #expect(run.stdout.contains("  element: (//XCUIElementTypeButton)[1]"))
        #expect(!run.stdout.contains("element: path "))
    }

    /// Two rows' Delete buttons: the second is found by its rank among the buttons of that name.
    @Test func `an XPath is made unique by its rank among the elements it matches`() throws {
        let report = try Self.report(try Self.audit("json"))
        let duplicate = try #require(report.findings.first { $0.rule.rawValue == "duplicate-label" })
        #expect(duplicate.element.xpath == #"(//XCUIElementTypeButton[@name="Delete"])[2]"#)
        #expect(duplicate.element.label == "Delete")
        #expect(duplicate.location == CodeLocation(file: "tasks.xml", line: 15, column: 9))
    }

    @Test func `SARIF results have a physical location at the element's line and column`() throws {
        let run = try Self.audit("sarif")
        let log = try JSONParser().parse(Data(run.stdout.utf8))
        let results = try #require(log["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        let missing = try #require(results.first { $0["ruleId"]?.stringValue == "label-missing" })
        let region = missing["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]
        #expect(missing["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue == "tasks.xml")
        #expect(region?["startLine"]?.numberValue == 6)
        #expect(region?["startColumn"]?.numberValue == 7)
        #expect(missing["properties"]?["xpath"]?.stringValue == "(//XCUIElementTypeButton)[1]")
    }

    @Test func `JUnit names the capture file and each finding's line`() throws {
        let run = try Self.audit("junit")
        #expect(run.stdout.contains(#"file="tasks.xml" line="#))
        #expect(run.stdout.contains("at: tasks.xml:6:7"))
        #expect(run.stdout.contains("element: (//XCUIElementTypeButton)[1]"))
    }

    /// Before: an `incomplete` per control for every contract (26 of 34 entries on a 15-stop screen).
    @Test func `contracts are one note per screen, never an incomplete per element`() throws {
        let json = try Self.report(try Self.audit("json"))
        #expect(!json.findings.contains { $0.rule.rawValue.hasPrefix("contract-") })
        #expect(json.notes.count == 1)
        #expect(json.notes.first?.contains("contract-activate") == true)
        let text = try Self.audit("text")
        #expect(text.stdout.components(separatedBy: "\nnote: not run on a static tree").count == 2)
        let sarif = try Self.audit("sarif")
        #expect(sarif.stdout.contains(#""toolExecutionNotifications""#))
    }

    @Test func `a tree in the JSON tree format gets the same one note`() {
        let run = CapturedScreenCommandTests.run(["audit", "--tree", "docs/examples/checkout.json"])
        #expect(run.stdout.components(separatedBy: "\nnote: not run on a static tree").count == 2)
        #expect(!run.stdout.contains("[contract-"))
    }

    /// Before: `give it a name with .accessibilityLabel("Add to cart")`, a SwiftUI modifier.
    @Test func `a fix is worded for the element's UIKit type`() throws {
        let report = try Self.report(try Self.audit("json"))
        let missing = try #require(report.findings.first { $0.rule.rawValue == "label-missing" })
        #expect(missing.fix.contains("the UIButton"))
        #expect(missing.fix.contains("accessibilityLabel = "))
        #expect(!missing.fix.contains(".accessibilityLabel("))
    }

    /// Before: a check a capture cannot measure (no colours, no fonts) kept its SwiftUI fix, `.foregroundStyle(…)` or
    /// `.font(.headline)`, on an app's screen. Now it says where to measure it (XCUIApplication's
    /// `performAccessibilityAudit(for:)` audits contrast, Dynamic Type and clipped text on the device, iOS 17:
    /// developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype) and the UIKit API that meets it.
    @Test func `a check a capture cannot measure says how to measure it on the device, in UIKit terms`() throws {
        let report = try Self.report(try Self.audit("json"))
        let unmeasured = report.findings.filter { $0.message.hasPrefix("not measured") }
        #expect(
            Set(unmeasured.map(\.rule.rawValue)) == ["contrast-text", "contrast-non-text", "dynamic-type-fixed-font", "text-clipped"])
        for finding in unmeasured {
            #expect(!finding.fix.contains(".font("), "\(finding.rule.rawValue): \(finding.fix)")
            #expect(!finding.fix.contains(".foregroundStyle("), "\(finding.rule.rawValue): \(finding.fix)")
            #expect(!finding.fix.contains(".lineLimit("), "\(finding.rule.rawValue): \(finding.fix)")
            #expect(finding.fix.contains("on the device"), "\(finding.rule.rawValue): \(finding.fix)")
        }
        let audits = [
            "contrast-text": "performAccessibilityAudit(for: .contrast)",
            "dynamic-type-fixed-font": "performAccessibilityAudit(for: .dynamicType)",
            "text-clipped": "performAccessibilityAudit(for: .textClipped)",
        ]
        for (rule, call) in audits {
            let finding = try #require(unmeasured.first { $0.rule.rawValue == rule })
            #expect(finding.fix.contains(call), "\(rule): \(finding.fix)")
        }
        let fonts = try #require(unmeasured.first { $0.rule.rawValue == "dynamic-type-fixed-font" })
        #expect(fonts.fix.contains("UIFont.preferredFont(forTextStyle:"))
        #expect(fonts.fix.contains("adjustsFontForContentSizeCategory"))
    }

    @Test func `a snapshot's elements are located at their objects in the JSON`() throws {
        let run = CapturedScreenCommandTests.run(["audit", "--format", "json", "--tree", "docs/examples/capture/sign-in.json"])
        let report = try Self.report(run)
        let field = try #require(report.findings.first { $0.element.xpath == #"//XCUIElementTypeTextField[@name="email"]"# })
        #expect(field.location == CodeLocation(file: "docs/examples/capture/sign-in.json", line: 35, column: 9))
        #expect(field.element.identifier == "email")
    }

    /// Before: the placeholder became the field's label, and the field passed `label-missing`.
    @Test func `a text field labelled only by its placeholder is reported`() throws {
        let run = CapturedScreenCommandTests.run(["audit", "--format", "json", "--tree", "docs/examples/capture/sign-in.json"])
        let report = try Self.report(run)
        let field = try #require(report.findings.first { $0.element.identifier == "email" })
        #expect(field.rule.rawValue == "label-missing")
        #expect(field.message.contains("placeholder"))
        #expect(field.element.label == nil)
    }

    /// The text inside WebDriverAgent's envelope has lines of its own, not the file's: named, never mislocated.
    @Test func `an envelope's elements are named but not located`() throws {
        let run = try CapturedScreenCommandTests.run(
            ["audit", "--format", "json", "--tree"],
            file: CaptureFormatsCommandTests.envelope.replacingOccurrences(of: #"name=\"Go\" label=\"Go\" "#, with: ""),
            named: "source.json")
        let report = try Self.report(run)
        let missing = try #require(report.findings.first { $0.rule.rawValue == "label-missing" })
        #expect(missing.element.xpath == "//XCUIElementTypeButton")
        #expect(missing.location == nil)
    }

    @Test func `a report with XPaths and notes reads back the same`() throws {
        let run = try Self.audit("json")
        let report = try Self.report(run)
        #expect(try ReportJSON.decode(Data(ReportJSON.encode(report).utf8)) == report)
        #expect(report.findings.allSatisfy { $0.element.xpath != nil })
    }
}
