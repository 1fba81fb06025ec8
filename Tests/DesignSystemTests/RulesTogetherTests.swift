import DesignSystem
import HeadlessUI
import Testing

@testable import AccessibilityAudit

/// The audit runs the rules together (the stop rules stop by stop, the visual
/// rules in one pass over the nodes); each rule must still give exactly what
/// it gives on its own, on every component, style, state and setting.
@Suite struct RulesTogetherTests {
    static let settings: [SettingsOverride] = [
        .none, .init(colorScheme: .dark, dynamicTypeSize: .accessibility5), .init(layoutDirection: .rightToLeft),
        .init(reduceMotion: true, contrast: .increased), .init(differentiateWithoutColor: true, boldText: true),
    ]

    @Test func `every built-in rule is a stop, tree or drawing rule, run as the kind it conforms to`() {
        #expect(CheckRegistry.rules.count == 22)
        #expect(CheckRegistry.rules.filter { $0 is any StopRule }.count == 14)
        #expect(CheckRegistry.rules.filter { $0 is any DrawingRule }.count == 5)
        #expect(CheckRegistry.rules.filter { $0 is any TreeRule }.count == 3)
        #expect(CheckRegistry.rules.filter { $0 is any StopRule }.allSatisfy { $0.kind.description == "stop" })
        #expect(CheckRegistry.rules.filter { $0 is any DrawingRule }.allSatisfy { $0.kind.description == "drawing" })
        #expect(CheckRegistry.rules.filter { $0 is any TreeRule }.allSatisfy { $0.kind.description == "tree" })
    }

    @Test(arguments: StyledComponent.all)
    func `rules run together give each rule's own outcomes`(component: StyledComponent) throws {
        let descriptor = try #require(Catalog.designSystem.descriptors.first { $0.name == component.name })
        for style in component.styles {
            for state in descriptor.states {
                for setting in Self.settings {
                    let tree = try #require(renderDesignSystem(component.name, style: style, state: state.name, settings: setting))
                    let context = RuleContext(tree: tree)
                    let alone = CheckRegistry.rules.map { $0.outcomes(in: context) }
                    #expect(CheckRegistry.outcomes(of: context) == alone, "\(component.name) \(style) \(state.name) \(setting)")

                    // Counting passes instead of keeping them drops exactly the passes and inapplicable outcomes.
                    var passes = 0
                    let kept = CheckRegistry.engine.outcomes(of: context, keepingPasses: false, passes: &passes)
                    let expected: [[ElementOutcome]] = alone.map { $0.filter { $0.outcome == .violation || $0.outcome == .incomplete } }
                    #expect(kept == expected)
                    let expectedPasses = alone.joined().filter { $0.outcome == .pass }.count
                    #expect(passes == expectedPasses)
                }
            }
        }
    }
}
