import AccessibilityModel
import ScreenReader

/// Flags a focus order that runs against the visual order among siblings of
/// one container (or, under right-to-left, one that was not mirrored).
///
/// A person who hears “Total” after “Pay” loses the meaning of the sequence.
/// WCAG 1.3.2, 2.4.3. Fix: remove the `.accessibilitySortPriority` that
/// reorders, or group related views with `.accessibilityElement(children: .contain)`.
public struct ReadingOrderRule: StopRule {
    public static let info = CheckDescription(
        id: .readingOrder, title: "Focus order disagrees with visual order", severity: .serious, wcag: ["1.3.2", "2.4.3"],
        explanation:
            "Within one container, VoiceOver moves from an element to one that is drawn before it (above it, or leading of it in the same row — to its right under right-to-left). This happens when a sort priority forces an order that the layout does not show, or when the order was fixed for left-to-right and not mirrored. Moving between containers is not flagged: a container is read as a unit.",
        fix:
            "let the layout decide the order: remove .accessibilitySortPriority, or place related views in one .accessibilityElement(children: .contain) group; under right-to-left use leading/trailing, never fixed left/right"
    )

    /// The reading order's row tolerance on iPhone (``ReadingOrder/iPhoneRowTolerance``), which the audit reads by.
    static let rowTolerance = ReadingOrder.iPhoneRowTolerance

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    /// Compares a stop with the one read before it, when both are in one container.
    public func check(_ current: AuditedStop, in context: RuleContext) -> Verdict? {
        guard let previous = context.stop(before: current) else { return nil }
        // The platform's parts (a scroll indicator along the screen's edge) are not the app's order.
        if previous.node.elementType?.isPlatformOwned == true || current.node.elementType?.isPlatformOwned == true { return nil }
        guard let a = previous.node.frame.map(CGRectLike.init), let b = current.node.frame.map(CGRectLike.init) else { return nil }
        guard context.isReadInOneContainer(previous, current) else { return nil }
        let direction = context.tree.layoutDirection
        if visuallyBefore(b, a, direction: direction) {
            let whereDrawn = direction == .rightToLeft ? " under right-to-left" : ""
            return .violation(
                "\"\(current.spoken)\" at \(b.text) is read after \"\(previous.spoken)\" at \(a.text) but is drawn before it\(whereDrawn)")
        }
        return .pass
    }

    /// Whether `b` comes before `a` in reading order by geometry. Two tops share a row when they are less than the
    /// tolerance apart, as the reading order decides (``ReadingOrder``'s comparator): at exactly the tolerance, the
    /// rule called its own order wrong.
    func visuallyBefore(_ b: CGRectLike, _ a: CGRectLike, direction: LayoutDirection) -> Bool {
        let dy = b.minY - a.minY
        if abs(dy) >= Self.rowTolerance { return dy < 0 }
        return direction == .rightToLeft ? b.maxX > a.maxX + 0.5 : b.minX < a.minX - 0.5
    }
}
