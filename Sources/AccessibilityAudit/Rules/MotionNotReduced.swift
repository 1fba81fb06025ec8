import AccessibilityModel

/// Flags animation, scaling, rotation or sliding that stays on while Reduce Motion is on.
///
/// Zooms and slides make people with vestibular disorders dizzy. WCAG 2.3.3.
/// Fix: read `@Environment(\.accessibilityReduceMotion)` and drop the effect.
public struct MotionNotReduced: DrawingRule {
    public static let info = CheckDescription(
        id: .motionNotReduced, title: "Motion while Reduce Motion is on", severity: .moderate, wcag: ["2.3.3"],
        explanation:
            "With Reduce Motion on, the element still animates, scales, rotates or slides. People with vestibular disorders turn the setting on because such motion causes dizziness and nausea; the component must replace it with a fade or nothing.",
        fix:
            "read @Environment(\\.accessibilityReduceMotion) var reduceMotion and apply .scaleEffect(reduceMotion ? 1 : pressedScale) and .animation(reduceMotion ? nil : .spring(), value: isPressed)"
    )

    /// What moves, and the Reduce Motion setting.
    public static let reads = CheckReads.tree.reading(.reduceMotion).measuring(.motion)

    /// What the rule says about an element that moves.
    public enum Message: Hashable, Sendable, CustomStringConvertible {
        /// The element (named as its first moving node is) still has these `effects` (`scale`, `animation`…).
        case stillMoves(name: String, effects: [String])

        public var description: String {
            switch self {
            case .stillMoves(let name, let effects): "\(name) still has \(effects.joined(separator: ", ")) with reduceMotion=true"
            }
        }
    }

    public init() {}

    public let looksAt = DrawnItems.moving

    public func applies(in context: RuleContext) -> Bool { context.settings?.reduceMotion == true }

    public func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        let nodes = drawing.nodes
        let effects = nodes.reduce(MotionEffects()) { $0.union($1.node.motion) }
        return .violation(.stillMoves(name: VisualGroups.name(nodes[0].node), effects: effects.names))
    }
}
