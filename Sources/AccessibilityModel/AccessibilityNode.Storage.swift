import Foundation

extension AccessibilityNode {
    /// The box that holds a node's fields (see ``AccessibilityNode``): shared by
    /// copies of the node and changed only while one node holds it, so it is
    /// never mutated while another thread can read it.
    final class Storage: @unchecked Sendable {
        /// Every stored field of a node, compared and hashed as a whole; the
        /// fields every walk reads come first, to share the box's first cache lines.
        struct Fields: Hashable, Sendable {
            var children: [AccessibilityNode]
            var traits: ElementTraits
            var isElement: Bool
            var isHidden: Bool
            var container: ContainerKind?
            var frame: CGRect?
            var sortPriority: Double
            var actions: StandardActions
            var label: String?
            var value: String?
            var id: ElementID
            var hint: String?
            var activationPoint: CGPoint?
            var customActions: [String]
            var headingLevel: Int?
            var identifier: String?
            var language: String?
            var inputLabels: [String]
            var foreground: SRGBColor?
            var background: SRGBColor?
            var backgroundKind: BackgroundKind?
            var boundary: SRGBColor?
            var font: FontFacts?
            var text: String?
            var isTruncated: Bool
            var motion: MotionEffects
            var labelOrigin: LabelOrigin?
            var isRenderedEnabled: Bool
        }

        /// Unchecked: a box is mutated only while a single node holds it (copy on write).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
