import AccessibilityModel

/// The few facts of a focus stop that passes over many stops filter on, kept
/// side by side in one small array (``RuleContext/facts``), so that
/// ``RuleContext/forEachControl(_:)`` and the contracts scan sixteen bytes per
/// stop and read the node only of the stops they look at.
struct StopFacts: Sendable {
    var traits: ElementTraits
    var actions: StandardActions
    /// ``AccessibilityNode/isInteractive``.
    var isInteractive: Bool
    var isRenderedEnabled: Bool
    var hasCustomActions: Bool

    init(_ node: AccessibilityNode) {
        traits = node.traits
        actions = node.actions
        isInteractive = node.isInteractive
        isRenderedEnabled = node.isRenderedEnabled
        hasCustomActions = !node.customActions.isEmpty
    }

    /// ``AccessibilityNode/handlesActions``.
    var handlesActions: Bool { !actions.intersection([.activate, .increment, .decrement]).isEmpty }
}
