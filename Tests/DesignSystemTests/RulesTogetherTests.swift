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

    @Test func `every rule that can run together with others is registered to`() {
        #expect(CheckRegistry.aloneRules.allSatisfy { !($0.rule is any StopRule) && !($0.rule is any VisualRule) })
        #expect(CheckRegistry.stopRules.count == 14 && CheckRegistry.visualRules.count == 5)
        let positions = (CheckRegistry.aloneRules.map(\.position) + CheckRegistry.stopRules.map(\.position)
                         + CheckRegistry.visualRules.map(\.position)).sorted()
        #expect(positions == Array(CheckRegistry.rules.indices))
    }

    @Test(arguments: StyledComponent.all)
    func `rules run together give each rule's own outcomes`(component: StyledComponent) throws {
        let descriptor = try #require(Catalog.designSystem.descriptors.first { $0.name == component.name })
        for style in component.styles {
            for state in descriptor.states {
                for setting in Self.settings {
                    let tree = try #require(renderDesignSystem(component.name, style: style, state: state.name, settings: setting))
                    let context = RuleContext(tree: tree)
                    let alone = CheckRegistry.rules.map { $0.check(context) }
                    #expect(CheckRegistry.outcomes(of: context) == alone, "\(component.name) \(style) \(state.name) \(setting)")

                    // Counting passes instead of keeping them drops exactly the passes and inapplicable outcomes.
                    var counting = context
                    counting.keepsPassDetails = false
                    var passes = 0
                    let kept = CheckRegistry.outcomes(of: counting, keepingPasses: false, passes: &passes)
                    let expected = CheckRegistry.rules.map { $0.check(counting) }
                    #expect(kept == expected.map { $0.filter { $0.outcome == .violation || $0.outcome == .incomplete } })
                    #expect(passes == expected.joined().filter { $0.outcome == .pass }.count)
                }
            }
        }
    }
}
