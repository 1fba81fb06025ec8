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
            // The first line (with the box's header): the children, traits,
            // actions, the small flags, which of the later fields hold a value,
            // the sort priority and the container: all a walk over every node
            // reads (and the element type, which no walk reads, where it costs
            // no space). The next: the frame, label and custom actions (what
            // VoiceOver speaks of most elements, and what the reading order
            // sorts by). Then the rest of what VoiceOver speaks, then what is
            // drawn (font, colours, text), then the rest. A getter of a field
            // past the second line asks ``presence`` first, so that finding the
            // field empty, as it is on most nodes, reads only the first line.
            var children: [AccessibilityNode]
            var traits: ElementTraits
            var actions: StandardActions
            var isElement: Bool
            var isHidden: Bool
            var isTruncated: Bool
            var isRenderedEnabled: Bool
            var motion: MotionEffects
            /// One byte (two with its optional's tag), in the padding before ``presence``: the line's size is unchanged.
            var elementType: ElementType? = nil
            /// Which fields hold a value; kept by each field's observer and by ``derivePresence()``.
            private(set) var presence: Presence = []
            var sortPriority: Double
            var container: ContainerKind?
            var frame: CGRect?
            var label: String?
            var customActions: [String] { didSet { presence.update(.customActions, !customActions.isEmpty) } }
            var value: String? { didSet { presence.update(.value, value != nil) } }
            var hint: String? { didSet { presence.update(.hint, hint != nil) } }
            var language: String? { didSet { presence.update(.language, language != nil) } }
            var labelOrigin: LabelOrigin? { didSet { presence.update(.labelOrigin, labelOrigin != nil) } }
            var font: FontFacts? { didSet { presence.update(.font, font != nil) } }
            var headingLevel: Int? { didSet { presence.update(.headingLevel, headingLevel != nil) } }
            var foreground: SRGBColor? { didSet { presence.update(.foreground, foreground != nil) } }
            var boundary: SRGBColor? { didSet { presence.update(.boundary, boundary != nil) } }
            var background: SRGBColor? { didSet { presence.update(.background, background != nil) } }
            var backgroundKind: BackgroundKind? { didSet { presence.update(.backgroundKind, backgroundKind != nil) } }
            var text: String? { didSet { presence.update(.text, text != nil) } }
            var id: ElementID
            var activationPoint: CGPoint? { didSet { presence.update(.activationPoint, activationPoint != nil) } }
            var identifier: String? { didSet { presence.update(.identifier, identifier != nil) } }
            var inputLabels: [String] { didSet { presence.update(.inputLabels, !inputLabels.isEmpty) } }
            var backdrop: [PaintLayer] = [] { didSet { presence.update(.backdrop, !backdrop.isEmpty) } }
            var drawing: [PaintLayer] = [] { didSet { presence.update(.drawing, !drawing.isEmpty) } }
            var touchTargets: [CGRect]? { didSet { presence.update(.touchTargets, touchTargets != nil) } }
            var customContent: [CustomContent] = [] { didSet { presence.update(.customContent, !customContent.isEmpty) } }
            var customRotors: [CustomRotor] = [] { didSet { presence.update(.customRotors, !customRotors.isEmpty) } }
            /// The call that made the node (no part of its equality).
            var site = CodeLocation.Site.Unequated(.unknown)
            /// The call that drew the boundary (no part of its equality).
            var boundarySite = CodeLocation.Site.Unequated(.unknown)

        }

        /// Which of a node's later fields hold a value (a non-empty array for the lists).
        struct Presence: OptionSet, Hashable, Sendable {
            let rawValue: UInt32
            static let customActions = Presence(rawValue: 1 << 0)
            static let value = Presence(rawValue: 1 << 1)
            static let hint = Presence(rawValue: 1 << 2)
            static let language = Presence(rawValue: 1 << 3)
            static let labelOrigin = Presence(rawValue: 1 << 4)
            static let font = Presence(rawValue: 1 << 5)
            static let headingLevel = Presence(rawValue: 1 << 6)
            static let foreground = Presence(rawValue: 1 << 7)
            static let boundary = Presence(rawValue: 1 << 8)
            static let background = Presence(rawValue: 1 << 9)
            static let backgroundKind = Presence(rawValue: 1 << 10)
            static let text = Presence(rawValue: 1 << 11)
            static let activationPoint = Presence(rawValue: 1 << 12)
            static let identifier = Presence(rawValue: 1 << 13)
            static let inputLabels = Presence(rawValue: 1 << 14)
            static let backdrop = Presence(rawValue: 1 << 15)
            static let drawing = Presence(rawValue: 1 << 17)
            static let touchTargets = Presence(rawValue: 1 << 16)
            static let customContent = Presence(rawValue: 1 << 18)
            static let customRotors = Presence(rawValue: 1 << 19)

            mutating func update(_ member: Presence, _ present: Bool) {
                if present { insert(member) } else { remove(member) }
            }
        }

        /// Unchecked: a box is mutated only while a single node holds it (copy on write).
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}

extension AccessibilityNode.Storage.Fields {
    /// Makes ``presence`` from the fields (the memberwise initialiser does
    /// not call the observers that keep it).
    mutating func derivePresence() {
        presence = []
        presence.update(.customActions, !customActions.isEmpty)
        presence.update(.value, value != nil)
        presence.update(.hint, hint != nil)
        presence.update(.language, language != nil)
        presence.update(.labelOrigin, labelOrigin != nil)
        presence.update(.font, font != nil)
        presence.update(.headingLevel, headingLevel != nil)
        presence.update(.foreground, foreground != nil)
        presence.update(.boundary, boundary != nil)
        presence.update(.background, background != nil)
        presence.update(.backgroundKind, backgroundKind != nil)
        presence.update(.text, text != nil)
        presence.update(.activationPoint, activationPoint != nil)
        presence.update(.identifier, identifier != nil)
        presence.update(.inputLabels, !inputLabels.isEmpty)
        presence.update(.backdrop, !backdrop.isEmpty)
        presence.update(.drawing, !drawing.isEmpty)
        presence.update(.touchTargets, touchTargets != nil)
        presence.update(.customContent, !customContent.isEmpty)
        presence.update(.customRotors, !customRotors.isEmpty)
    }
}
