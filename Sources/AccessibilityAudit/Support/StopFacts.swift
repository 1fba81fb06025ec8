import AccessibilityModel

/// The few facts of a focus stop that rules filter on, kept side by side in
/// one small array (``RuleContext/facts``), so that a rule about, say,
/// switches scans sixteen bytes per stop and reads the node only of the stops
/// it applies to. On a large tree the nodes are not in cache, and reading each
/// stop's node in every rule cost a memory access per stop per rule.
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
