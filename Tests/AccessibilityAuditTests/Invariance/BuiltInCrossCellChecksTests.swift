import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// The four built-in cross-cell checks through the auditor: each finding's
/// rule, place, message, diff, cells and compared renders, and the passes
/// they count, as they were before the checks left the grouper.
@Suite struct BuiltInCrossCellChecksTests {
    static func audit(_ descriptors: [ComponentDescriptor], _ configuration: AuditConfiguration) throws -> AuditResult {
        try Auditor(configuration).audit(descriptors)
    }

    /// The smoke matrix's cell at the largest accessibility text size.
    static var largest: AccessibilitySettings {
        EnvironmentMatrix(.smoke).cells.first { $0.dynamicTypeSize.isAccessibilitySize } ?? AccessibilitySettings()
    }

    @Test func `style-invariance compares each style with the first in the same state and cell`() throws {
        let result = try Self.audit([FakeCatalog.toggle], AuditConfiguration(matrix: .smoke))
        let found = result.findings.filter { $0.rule == .styleInvariance }
        #expect(found.map(\.state) == ["off", "on"])
        let off = try #require(found.first)
        #expect(off.style == "fancy" && off.outcome == .violation && off.severity == .serious)
        #expect(off.element.path == .root && off.element.label == nil && off.element.description == nil)
        #expect(off.cells.count == 11 && off.cells.when == "always")
        #expect(off.message == "semantics of style fancy differ from style default:")
        #expect(
            off.diff == [
                "--- style default", "+++ style fancy", "+ \"Toggle\" actions=activate",
                "- \"Toggle\" value=\"0\" traits=button,toggle actions=activate",
            ])
        #expect(
            off.compared == [
                Finding.Render(style: "default", settings: AccessibilitySettings()),
                Finding.Render(style: "fancy", settings: AccessibilitySettings()),
            ])
    }

    @Test func `environment-invariance compares each cell with the default environment's render`() throws {
        let result = try Self.audit([FakeCatalog.shrinking], AuditConfiguration(matrix: .smoke))
        let found = result.findings.filter { $0.rule == .environmentInvariance }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.outcome == .violation && finding.severity == .serious)
        #expect(finding.element.path == .root && finding.element.label == nil)
        #expect(finding.cells.count == 1 && finding.cells.when == "dynamicTypeSize=accessibility5")
        #expect(finding.message == "semantics differ from the default environment:")
        #expect(
            finding.diff == [
                "--- default", "+++ \(Self.largest.description)", "+ \"\" traits=button actions=activate",
                "- \"Send\" traits=button actions=activate",
            ])
        #expect(
            finding.compared == [
                Finding.Render(style: "default", settings: AccessibilitySettings()),
                Finding.Render(style: "default", settings: Self.largest),
            ])
    }

    @Test func `color-only-state compares each state with each earlier one in the same settings`() throws {
        let result = try Self.audit([FakeCatalog.toggle], AuditConfiguration(styles: ["default"], matrix: .smoke))
        let found = result.findings.filter { $0.rule == .colorOnlyState }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.state == "on" && finding.outcome == .violation)
        // Serious where differentiateWithoutColor is on, moderate elsewhere: the worst cell is reported.
        #expect(finding.severity == .serious)
        #expect(finding.element.path == NodePath([0]) && finding.element.label == "Toggle")
        #expect(finding.cells.count == 11 && finding.cells.when == "always")
        #expect(
            finding.message
                == "states \"off\" and \"on\" differ only in colour even with differentiateWithoutColor=true: foreground #595959 vs #FFFFFF, background #FFFFFF vs #0040DD at 0"
        )
        #expect(finding.diff == nil && finding.compared == nil)
    }

    @Test func `state-not-exposed compares states of one control drawn differently that sound the same`() throws {
        let result = try Self.audit([FakeCatalog.toggle], AuditConfiguration(styles: ["fancy"], matrix: .smoke))
        let found = result.findings.filter { $0.rule == .stateNotExposed }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.state == "on" && finding.outcome == .violation && finding.severity == .serious)
        #expect(finding.element.path == NodePath([0]) && finding.element.label == "Toggle")
        #expect(finding.cells.count == 11 && finding.cells.when == "always")
        #expect(
            finding.message
                == "states \"off\" and \"on\" are drawn differently (foreground #595959 vs #FFFFFF, background #FFFFFF vs #0040DD at 0) but VoiceOver hears the same stops in both: \"Toggle\""
        )
        #expect(finding.diff == nil && finding.compared == nil)
    }

    @Test func `the cross-cell checks' passes are counted in the summary`() throws {
        let descriptors = [FakeCatalog.caption, FakeCatalog.toggle, FakeCatalog.shrinking]
        let all = try Self.audit(descriptors, AuditConfiguration(matrix: .pairwise))
        let rules = try Self.audit(
            descriptors,
            AuditConfiguration(
                matrix: .pairwise,
                rules: RuleSelection(skipped: [.styleInvariance, .environmentInvariance, .colorOnlyState, .stateNotExposed])))
        #expect(all.summary.passes - rules.summary.passes == 206)
        // dynamic-type-fixed-font passes once per cell above Large compared with its Large cell
        // (the sizes drawn), no longer once per text in every cell (issue 36, item 4).
        #expect(all.summary.passes == 1404)
        #expect(all.findings.count - rules.findings.count == 6)
    }

    @Test func `the built-in cross-cell checks are listed among every check, each once`() {
        let ids = CheckRegistry.crossCell.map(\.info.id)
        #expect(ids == [.environmentInvariance, .styleInvariance, .colorOnlyState, .stateNotExposed, .dynamicTypeFixedFont])
        for check in CheckRegistry.crossCell {
            #expect(CheckRegistry.all.filter { $0 == check.info }.count == 1)
        }
    }

    @Test func `a selection's severity replaces a cross-cell check's own`() throws {
        let result = try Self.audit(
            [FakeCatalog.toggle],
            AuditConfiguration(styles: ["default"], matrix: .smoke, rules: RuleSelection(severities: [.colorOnlyState: .minor])))
        let finding = try #require(result.findings.first { $0.rule == .colorOnlyState })
        #expect(finding.severity == .minor)
    }
}
