import AccessibilityModel

/// Flags a control hidden from assistive technology or merged away into
/// another element, with no equivalent action on an ancestor element.
///
/// A sighted person can tap it; a VoiceOver, Switch Control or keyboard user
/// cannot reach it at all. WCAG 2.1.1, 4.1.2. Fix: expose it, or give the
/// combined element the action.
public struct InteractiveUnreachable: TreeRule {
    public static let info = CheckDescription(
        id: .interactiveUnreachable, title: "Control unreachable by assistive technology", severity: .critical, wcag: ["2.1.1", "4.1.2"],
        explanation:
            "A node that handles actions or carries a control's role is hidden from assistive technology, merged into an element that does not take its action over, or sits on a group that is not an element, so VoiceOver never focuses it. An ancestor element counts as equivalent when it handles the same action, has a custom action named after the control, or is adjustable (adjusting replaces picking a part).",
        fix:
            "do not hide controls: remove .accessibilityHidden(true); when combining, give the combined element the action (.accessibilityAction(named: \"Remove\") { … } or .accessibilityAdjustableAction), or use .accessibilityElement(children: .contain) so the control stays a stop"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ context: RuleContext, into report: inout RuleReport) {
        let table = context.nodes
        // Only nodes that are not stops and offer an action or a role are read.
        for ordinal in 0..<table.count where table.stops[ordinal] < 0 && table.offersActions[ordinal] {
            let node = table.node(at: ordinal)
            // Behind a modal view (an alert), a control is out of reach on purpose until the modal view goes.
            if isBehindModal(ordinal, in: table) { continue }
            let hidden = table.hidden[ordinal]
            // The element ancestors VoiceOver reaches (not hidden), nearest first.
            var elements: [AccessibilityNode] = []
            var ancestor = table.parent(of: ordinal)
            while let above = ancestor {
                if !table.hidden[above], table.node(at: above).isElement { elements.append(table.node(at: above)) }
                ancestor = table.parent(of: above)
            }
            let name = node.label.map { "\"\($0)\"" } ?? "control"
            let how =
                hidden ? "hidden from assistive technology" : (elements.isEmpty ? "on a group that is not an element" : "merged into an element")
            if elements.contains(where: { equivalent($0, to: node) }) {
                report.add(.pass, atNode: table.path(at: ordinal), label: node.label)
            } else {
                let offered = (node.actions.names + node.customActions.map { "\"\($0)\"" } + node.traits.intersection(.roles).names)
                report.add(
                    .violation("\(name) (\(offered.joined(separator: ", "))) is \(how) and no ancestor element offers its action"),
                    atNode: table.path(at: ordinal), label: node.label, site: node.site)
            }
        }
    }

    /// Whether a modal sibling of the node or of one of its ancestors hides it (decision 19: a modal view hides its siblings).
    private func isBehindModal(_ ordinal: Int, in table: NodeTable) -> Bool {
        var current = ordinal
        while let parent = table.parent(of: current) {
            let node = table.node(at: current)
            if !node.traits.contains(.modal),
                table.node(at: parent).children.contains(where: { !$0.isHidden && $0.traits.contains(.modal) })
            {
                return true
            }
            current = parent
        }
        return false
    }

    /// Whether `ancestor`'s activation is an action of its own, not the
    /// control's: both take taps on regions of their own (`touchTargets`),
    /// as a `Button` does around another `Button` in its label (a chip with
    /// a remove button). A combined element that activates a control inside
    /// it takes no taps itself (docs/hit-testing.md); it runs the control's
    /// action. VoiceOver activates an element's one action only: "VoiceOver
    /// can not activate more than one active control within another
    /// accessibility element" (Deque, "Nested Active Controls").
    private func runsItsOwnActivation(_ ancestor: AccessibilityNode, over node: AccessibilityNode) -> Bool {
        guard node.actions.contains(.activate), let own = ancestor.touchTargets, let inner = node.touchTargets else { return false }
        return !own.isEmpty && !inner.isEmpty
    }

    private func equivalent(_ ancestor: AccessibilityNode, to node: AccessibilityNode) -> Bool {
        if ancestor.traits.contains(.adjustable) && ancestor.actions.isSuperset(of: [.increment, .decrement]) { return true }
        let needed = node.actions.intersection([.activate, .increment, .decrement])
        if !needed.isEmpty && ancestor.actions.isSuperset(of: needed) && !runsItsOwnActivation(ancestor, over: node) { return true }
        if let label = node.trimmedLabel, ancestor.customActions.contains(where: { Words($0).normalized == Words(label).normalized }) { return true }
        if needed.isEmpty && node.customActions.isEmpty { return ancestor.isInteractive }
        return false
    }
}
