import Foundation

extension AccessibilityNode {
    /// The box that holds a node's fields (see ``AccessibilityNode``): shared by
    /// copies of the node and changed only while one node holds it, so it is
    /// never mutated while another thread can read it.
    final class Storage: @unchecked Sendable {
        /// Every stored field of a node, compared and hashed as a whole; the
        /// fields every walk reads come first, to share the box's first cache lines.
        struct Fields: Hashable, Sendable {
            // Laid out by which passes over every node or stop read them, so
            // that each pass touches as few of the box's 64-byte lines as it can
            // (on a tree larger than the cache, each line is a read from memory).
            // The first line: the children, traits, actions, the small flags and
            // the sort priority (the reading order's walk, the visual rules'
            // filters). The next: the container, frame and label. Then the rest
            // of what VoiceOver speaks (value, hint, language, custom actions),
            // then what is drawn (font, colours, boundary), then the rest.
            var children: [AccessibilityNode]
            var traits: ElementTraits
            var actions: StandardActions
            var isElement: Bool
            var isHidden: Bool
            var isTruncated: Bool
            var isRenderedEnabled: Bool
            var motion: MotionEffects
            var backgroundKind: BackgroundKind?
            var labelOrigin: LabelOrigin?
            var sortPriority: Double
            var container: ContainerKind?
            var frame: CGRect?
            var label: String?
            var value: String?
            var hint: String?
            var language: String?
            var customActions: [String]
            var font: FontFacts?
            var foreground: SRGBColor?
            var boundary: SRGBColor?
            var background: SRGBColor?
            var text: String?
            var id: ElementID
            var activationPoint: CGPoint?
            var headingLevel: Int?
            var identifier: String?
            var inputLabels: [String]
        }

        /// Unchecked: a box is mutated only while a single node holds it (copy on write).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
