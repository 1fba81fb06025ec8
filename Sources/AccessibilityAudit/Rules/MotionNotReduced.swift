import AccessibilityModel

/// Flags animation, scaling, rotation or sliding that stays on while Reduce Motion is on.
///
/// Zooms and slides make people with vestibular disorders dizzy. WCAG 2.3.3.
/// Fix: read `@Environment(\.accessibilityReduceMotion)` and drop the effect.
public struct MotionNotReduced: VisualRule {
    public static let info = CheckDescription(
        id: .motionNotReduced, title: "Motion while Reduce Motion is on", severity: .moderate, wcag: ["2.3.3"],
        explanation:
            "With Reduce Motion on, the element still animates, scales, rotates or slides. People with vestibular disorders turn the setting on because such motion causes dizziness and nausea; the component must replace it with a fade or nothing.",
        fix:
            "read @Environment(\\.accessibilityReduceMotion) var reduceMotion and apply .scaleEffect(reduceMotion ? 1 : pressedScale) and .animation(reduceMotion ? nil : .spring(), value: isPressed)"
    )

    public init() {}

    let filter = VisualFilter.moving

    func applies(in context: RuleContext) -> Bool { context.settings?.reduceMotion == true }

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        let nodes = group.nodes
        let effects = nodes.reduce(MotionEffects()) { $0.union($1.1.motion) }
        let name = VisualGroups.name(nodes[0].1)
        return .violation("\(name) still has \(effects.names.joined(separator: ", ")) with reduceMotion=true")
    }
}
