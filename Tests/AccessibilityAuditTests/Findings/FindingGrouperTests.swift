import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// Outcomes of one rule at one element group into one finding, whose cells
/// are each cell it occurs in, once, in order.
@Suite struct FindingGrouperTests {
    static func settings(_ scheme: ColorScheme) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.colorScheme = scheme
        return settings
    }

    static func outcome(_ message: String, severity: Severity = .serious) -> ElementOutcome {
        ElementOutcome(rule: .labelMissing, outcome: .violation, severity: severity, path: NodePath([0, 1]), message: message)
    }

    @Test func `a finding's cells are each cell it occurs in, once, ascending`() {
        var grouper = FindingGrouper(cells: [Self.settings(.light), Self.settings(.dark), Self.settings(.light)])
        // Out of order, and twice in one cell (as when one state is compared with several others).
        grouper.add(Self.outcome("second", severity: .moderate), component: "Card", style: "plain", state: "default", cell: 2)
        grouper.add(Self.outcome("first"), component: "Card", style: "plain", state: "default", cell: 0)
        grouper.add(Self.outcome("again", severity: .critical), component: "Card", style: "plain", state: "default", cell: 2)
        let result = grouper.result(
            catalog: "test", configuration: AuditConfiguration(catalog: "test", matrix: .smoke, failOn: .serious),
            components: 1, styles: 1, cellCount: 3, descriptors: [:])
        #expect(result.findings.count == 1)
        let finding = result.findings[0]
        #expect(finding.cells.count == 2)
        #expect(finding.cells.of == 3)
        #expect(finding.severity == .critical)
        #expect(finding.message == "again")
        #expect(result.summary.violations == 1)
        #expect(result.summary.bySeverity == SeverityCounts(critical: 1))
        #expect(FindingGrouper.distinctCells([]).isEmpty)
    }

    @Test func `outcomes moved into the grouper group as copied ones do, and the list is left empty`() {
        let outcomes = [
            Self.outcome("b"), ElementOutcome(rule: .labelMissing, outcome: .pass, severity: .serious, path: NodePath([2]), message: ""),
            ElementOutcome(
                rule: .headingMissing, outcome: .incomplete, severity: .moderate, path: NodePath([1]),
                label: "Title", spoken: "Title, heading.", message: "a"),
            ElementOutcome(rule: .labelMissing, outcome: .inapplicable, severity: .serious, path: NodePath([3]), message: ""),
            Self.outcome("c", severity: .critical),
        ]
        let configuration = AuditConfiguration(catalog: "test", matrix: .smoke, failOn: .serious)
        var copied = FindingGrouper(cells: [Self.settings(.light)])
        copied.add(outcomes, component: "Card", style: "plain", state: "default", cell: 0)
        var moved = FindingGrouper(cells: [Self.settings(.light)])
        var drained = outcomes
        moved.add(draining: &drained, component: "Card", style: "plain", state: "default", cell: 0)
        #expect(drained.isEmpty)
        let expected = copied.result(catalog: "test", configuration: configuration, components: 1, styles: 1, cellCount: 1, descriptors: [:])
        let result = moved.result(catalog: "test", configuration: configuration, components: 1, styles: 1, cellCount: 1, descriptors: [:])
        #expect(result.findings == expected.findings && result.summary == expected.summary)
        #expect(result.findings.map(\.message) == ["c", "a"] && result.summary.passes == 1)
    }

    @Test func `distinct cells are sorted and each appears once`() {
        #expect(FindingGrouper.distinctCells([3, 1, 3, 0, 1]) == [0, 1, 3])
        #expect(FindingGrouper.distinctCells([7]) == [7])
    }

    @Test func `one rule at one element is a finding per component, style and state`() {
        var grouper = FindingGrouper(cells: [Self.settings(.light), Self.settings(.dark)])
        let units = [("Card", "plain", "default"), ("Card", "bold", "default"), ("Card", "plain", "pressed"), ("Row", "plain", "default")]
        for (component, style, state) in units {
            grouper.add(Self.outcome("\(component) \(style) \(state)"), component: component, style: style, state: state, cell: 0)
        }
        // Back to the first unit after others, in the other cell: the same finding as before.
        grouper.add(Self.outcome("again"), component: "Card", style: "plain", state: "default", cell: 1)
        let result = grouper.result(
            catalog: "test", configuration: AuditConfiguration(catalog: "test", matrix: .smoke, failOn: .serious),
            components: 2, styles: 3, cellCount: 8, descriptors: [:])
        #expect(result.findings.count == 4)
        for (component, style, state) in units {
            let found = result.findings.filter { $0.component == component && $0.style == style && $0.state == state }
            #expect(found.count == 1)
            #expect(found.first?.message == "\(component) \(style) \(state)")
            let twice = component == "Card" && style == "plain" && state == "default"
            #expect(found.first?.cells.count == (twice ? 2 : 1))
            #expect(found.first?.cells.when == (twice ? "always" : "colorScheme=light"))
        }
    }
}
