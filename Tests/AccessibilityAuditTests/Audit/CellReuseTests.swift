import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// A rule that reads one setting, and says so.
private struct ReadsDifferentiateWithoutColor: StopRule {
    static let info = CheckDescription(
        id: "ds-reads-dwc", title: "Reads Differentiate Without Color", severity: .minor, wcag: [], explanation: "Nothing.",
        fix: "Nothing.")
    static let reads = CheckReads.tree.reading(.differentiateWithoutColor)

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? { nil }
}

/// A rule that says nothing of what it reads.
private struct ReadsAnything: TreeRule {
    static let info = CheckDescription(
        id: "ds-reads-anything", title: "Reads anything", severity: .minor, wcag: [], explanation: "Nothing.", fix: "Nothing.")

    func check(_ context: RuleContext, into report: inout RuleReport) {}
}

/// Which settings cells may differ in and share their work follows from
/// what the selected checks declare they read, never from a list.
@Suite struct CellReuseTests {
    func reuse(_ selection: RuleSelection) -> CellReuse {
        CellReuse(engine: selection.engine, rules: selection)
    }

    @Test func `every built-in check declares what it reads`() {
        #expect(CheckRegistry.rules.allSatisfy { type(of: $0).reads.settings != nil && !type(of: $0).reads.drivesComponent })
        #expect(CheckRegistry.contracts.allSatisfy { type(of: $0).reads == .liveComponent })
        #expect(CheckRegistry.rules.filter { type(of: $0).reads.drawn.contains(.colours) }.map(\.info.id) == [.contrastText, .contrastNonText])
    }

    @Test func `the built-in checks share cells across every setting they do not read`() {
        let reuse = reuse(RuleSelection())
        // The contrast rules read the colour scheme, text-clipped and heading-missing the Dynamic Type size,
        // motion-not-reduced Reduce Motion; no contract reads a setting; every cell speaks in its locale.
        #expect(reuse.shared == [.layoutDirection, .isEnabled, .differentiateWithoutColor, .reduceTransparency, .boldText, .contrast, .buttonShapes])
        #expect(reuse.driven == [.colorScheme, .dynamicTypeSize, .reduceMotion])
    }

    @Test func `a rule that declares a setting keeps cells that differ in it from sharing their rules`() {
        let reuse = reuse(RuleSelection(custom: [ReadsDifferentiateWithoutColor()]))
        #expect(!reuse.shared.contains(.differentiateWithoutColor))
        #expect(reuse.driven.contains(.differentiateWithoutColor))
        #expect(reuse.shared.contains(.buttonShapes))
    }

    @Test func `a rule that declares nothing runs in every cell`() {
        let reuse = reuse(RuleSelection(custom: [ReadsAnything()]))
        #expect(reuse.shared.isEmpty)
        #expect(!reuse.driven.contains(.locale))
        // Skipped, it shares as the built-in checks do.
        let skipped = self.reuse(RuleSelection(custom: [ReadsAnything()], skipped: ["ds-reads-anything"]))
        #expect(skipped.shared == self.reuse(RuleSelection()).shared)
    }

    @Test func `a selection of rules alone shares the cells whatever the contracts would read`() {
        let reuse = reuse(RuleSelection(only: [.labelMissing]))
        // The locale and the iOS version are read by every cell (CellReuse.readByEveryCell).
        #expect(reuse.shared == AccessibilitySettings.Key.allCases.filter { $0 != .locale && $0 != .ios })
        #expect(reuse.driven.isEmpty)
    }
}
