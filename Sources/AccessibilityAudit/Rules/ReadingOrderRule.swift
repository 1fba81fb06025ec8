import AccessibilityModel

/// Flags a focus order that runs against the visual order among siblings of
/// one container (or, under right-to-left, one that was not mirrored).
///
/// A person who hears “Total” after “Pay” loses the meaning of the sequence.
/// WCAG 1.3.2, 2.4.3. Fix: remove the `.accessibilitySortPriority` that
/// reorders, or group related views with `.accessibilityElement(children: .contain)`.
public struct ReadingOrderRule: StopRule {
    public static let info = CheckDescription(
        id: .readingOrder, title: "Focus order disagrees with visual order", severity: .serious, wcag: ["1.3.2", "2.4.3"],
        explanation: "Within one container, VoiceOver moves from an element to one that is drawn before it (above it, or leading of it in the same row — to its right under right-to-left). This happens when a sort priority forces an order that the layout does not show, or when the order was fixed for left-to-right and not mirrored. Moving between containers is not flagged: a container is read as a unit.",
        fix: "let the layout decide the order: remove .accessibilitySortPriority, or place related views in one .accessibilityElement(children: .contain) group; under right-to-left use leading/trailing, never fixed left/right")

    static let rowTolerance = 8.0

    public init() {}

    public func check(_ context: RuleContext) -> [ElementOutcome] { checkEachStop(context) }

    /// Compares a stop with the one read before it, when both are in one container.
    func check(_ current: AuditedStop, at position: Int, in context: RuleContext) -> ElementOutcome? {
        guard position > 0 else { return nil }
        let previous = context.stops[position - 1]
        guard let a = previous.node.frame.map(CGRectLike.init), let b = current.node.frame.map(CGRectLike.init) else { return nil }
        guard sameContainer(position - 1, position, in: context) else { return nil }
        let direction = context.tree.layoutDirection
        if visuallyBefore(b, a, direction: direction) {
            let whereDrawn = direction == .rightToLeft ? " under right-to-left" : ""
            return violation(current, "\"\(current.spoken)\" at \(b.text) is read after \"\(previous.spoken)\" at \(a.text) but is drawn before it\(whereDrawn)")
        }
        return pass(current, in: context)
    }

    /// Whether two stops are read within the same container: by the tree's
    /// pre-order positions, or by descending their paths when one is not in the tree.
    private func sameContainer(_ first: Int, _ second: Int, in context: RuleContext) -> Bool {
        if let a = context.container(ofStop: first), let b = context.container(ofStop: second) { return a == b }
        return container(of: context.stops[first].path, in: context.tree) == container(of: context.stops[second].path, in: context.tree)
    }

    /// Whether `b` comes before `a` in reading order by geometry.
    func visuallyBefore(_ b: CGRectLike, _ a: CGRectLike, direction: LayoutDirection) -> Bool {
        if b.minY < a.minY - Self.rowTolerance { return true }
        if b.minY > a.minY + Self.rowTolerance { return false }
        return direction == .rightToLeft ? b.maxX > a.maxX + 0.5 : b.minX < a.minX - 0.5
    }

    /// The path of the nearest container ancestor (or the root): one descent from the root.
    func container(of path: NodePath, in tree: AccessibilityTree) -> NodePath {
        let indexes = path.indexes
        var deepest = 0
        var node = tree.root
        for length in indexes.indices.dropFirst() {
            let index = indexes[length - 1]
            guard node.children.indices.contains(index) else { break }
            node = node.children[index]
            if node.container != nil { deepest = length }
        }
        return deepest == 0 ? .root : NodePath(Array(indexes[..<deepest]))
    }
}
