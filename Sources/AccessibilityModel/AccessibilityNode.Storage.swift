import Foundation

extension AccessibilityNode {
    /// The box that holds a node's fields (see ``AccessibilityNode``): shared by
    /// copies of the node and changed only while one node holds it, so it is
    /// never mutated while another thread can read it.
    final class Storage: @unchecked Sendable {
        /// Every stored field of a node, compared and hashed as a whole; the
        /// fields every walk reads come first, to share the box's first cache lines.
        struct Fields: Hashable, Sendable {
            // Laid out by how often a pass over every node reads them: the first
            // cache line holds the children, traits, actions and every small flag
            // (the visual rules' filters), the next the frame, label and value.
            var children: [AccessibilityNode]
            var traits: ElementTraits
            var actions: StandardActions
            var isElement: Bool
            var isHidden: Bool
            var isTruncated: Bool
            var isRenderedEnabled: Bool
            var container: ContainerKind?
            var motion: MotionEffects
            var backgroundKind: BackgroundKind?
            var labelOrigin: LabelOrigin?
            var frame: CGRect?
            var label: String?
            var value: String?
            var font: FontFacts?
            var foreground: SRGBColor?
            var background: SRGBColor?
            var text: String?
            var customActions: [String]
            var sortPriority: Double
            var id: ElementID
            var hint: String?
            var activationPoint: CGPoint?
            var headingLevel: Int?
            var identifier: String?
            var language: String?
            var inputLabels: [String]
            var boundary: SRGBColor?
        }

        /// Unchecked: a box is mutated only while a single node holds it (copy on write).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
