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
            // The fields most nodes leave empty are not here: see ``rareFields``.
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
            /// Which fields hold a value; kept by each field's observer, by ``rareFields`` and by ``derivePresence()``.
            private(set) var presence: Presence = []
            var sortPriority: Double
            var container: ContainerKind?
            var frame: CGRect?
            var label: String?
            var customActions: [String] { didSet { presence.update(.customActions, !customActions.isEmpty) } }
            var value: String? { didSet { presence.update(.value, value != nil) } }
            var font: FontFacts? { didSet { presence.update(.font, font != nil) } }
            var foreground: SRGBColor? { didSet { presence.update(.foreground, foreground != nil) } }
            var background: SRGBColor? { didSet { presence.update(.background, background != nil) } }
            var backgroundKind: BackgroundKind? { didSet { presence.update(.backgroundKind, backgroundKind != nil) } }
            var text: String? { didSet { presence.update(.text, text != nil) } }
            var id: ElementID
            var backdrop: [PaintLayer] = [] { didSet { presence.update(.backdrop, !backdrop.isEmpty) } }
            var drawing: [PaintLayer] = [] { didSet { presence.update(.drawing, !drawing.isEmpty) } }
            var touchTargets: [CGRect]? { didSet { presence.update(.touchTargets, touchTargets != nil) } }
            /// The call that made the node (no part of its equality).
            var site = CodeLocation.Site.Unequated(.unknown)
            /// The fields most nodes leave empty, in a box of their own that only
            /// a node with one of them set has: read through ``rareFields``.
            private var rare: Rare?

            init(
                children: [AccessibilityNode], traits: ElementTraits, actions: StandardActions, isElement: Bool,
                isHidden: Bool, isTruncated: Bool, isRenderedEnabled: Bool, motion: MotionEffects, elementType: ElementType?,
                sortPriority: Double, container: ContainerKind?, frame: CGRect?, label: String?, customActions: [String],
                value: String?, font: FontFacts?, foreground: SRGBColor?, background: SRGBColor?,
                backgroundKind: BackgroundKind?, text: String?, id: ElementID, touchTargets: [CGRect]?, rare: RareFields
            ) {
                self.children = children
                self.traits = traits
                self.actions = actions
                self.isElement = isElement
                self.isHidden = isHidden
                self.isTruncated = isTruncated
                self.isRenderedEnabled = isRenderedEnabled
                self.motion = motion
                self.elementType = elementType
                self.sortPriority = sortPriority
                self.container = container
                self.frame = frame
                self.label = label
                self.customActions = customActions
                self.value = value
                self.font = font
                self.foreground = foreground
                self.background = background
                self.backgroundKind = backgroundKind
                self.text = text
                self.id = id
                self.touchTargets = touchTargets
                self.rare = rare == RareFields() ? nil : Rare(rare)
            }

            /// The rarely set fields (all empty when the node has none). Changing
            /// one gives the node a box of its own for them, and a node whose
            /// rare fields are all empty again drops its box, so that equal
            /// nodes store them alike.
            var rareFields: RareFields {
                get { rare?.fields ?? RareFields() }
                _modify {
                    if rare == nil {
                        rare = Rare(RareFields())
                    } else if !isKnownUniquelyReferenced(&rare) {
                        rare = Rare(rare!.fields)
                    }
                    defer {
                        updateRarePresence()
                        if rare!.fields == RareFields() { rare = nil }
                    }
                    yield &rare!.fields
                }
            }

            /// Whether the node has a box for its rare fields (some of them hold a value).
            var holdsRareFields: Bool { rare != nil }

            /// Sets the bits of ``presence`` that say which rare fields hold a value.
            private mutating func updateRarePresence() {
                let fields = rareFields
                presence.update(.hint, fields.hint != nil)
                presence.update(.language, fields.language != nil)
                presence.update(.labelOrigin, fields.labelOrigin != nil)
                presence.update(.headingLevel, fields.headingLevel != nil)
                presence.update(.boundary, fields.boundary != nil)
                presence.update(.activationPoint, fields.activationPoint != nil)
                presence.update(.identifier, fields.identifier != nil)
                presence.update(.inputLabels, !fields.inputLabels.isEmpty)
                presence.update(.customContent, !fields.customContent.isEmpty)
                presence.update(.customRotors, !fields.customRotors.isEmpty)
                presence.update(.platformSymbol, fields.isSymbolDrawnByPlatform)
                presence.update(.platformTarget, fields.isTargetSizedByPlatform)
            }

            static func == (lhs: Fields, rhs: Fields) -> Bool {
                lhs.children == rhs.children && lhs.traits == rhs.traits && lhs.actions == rhs.actions
                    && lhs.isElement == rhs.isElement && lhs.isHidden == rhs.isHidden && lhs.isTruncated == rhs.isTruncated
                    && lhs.isRenderedEnabled == rhs.isRenderedEnabled && lhs.motion == rhs.motion
                    && lhs.elementType == rhs.elementType && lhs.presence == rhs.presence
                    && lhs.sortPriority == rhs.sortPriority && lhs.container == rhs.container && lhs.frame == rhs.frame
                    && lhs.label == rhs.label && lhs.customActions == rhs.customActions && lhs.value == rhs.value
                    && lhs.font == rhs.font && lhs.foreground == rhs.foreground && lhs.background == rhs.background
                    && lhs.backgroundKind == rhs.backgroundKind && lhs.text == rhs.text && lhs.id == rhs.id
                    && lhs.backdrop == rhs.backdrop && lhs.drawing == rhs.drawing && lhs.touchTargets == rhs.touchTargets
                    && lhs.rareFields == rhs.rareFields
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(children)
                hasher.combine(traits)
                hasher.combine(actions)
                hasher.combine(isElement)
                hasher.combine(isHidden)
                hasher.combine(isTruncated)
                hasher.combine(isRenderedEnabled)
                hasher.combine(motion)
                hasher.combine(elementType)
                hasher.combine(presence)
                hasher.combine(sortPriority)
                hasher.combine(container)
                hasher.combine(frame)
                hasher.combine(label)
                hasher.combine(customActions)
                hasher.combine(value)
                hasher.combine(font)
                hasher.combine(foreground)
                hasher.combine(background)
                hasher.combine(backgroundKind)
                hasher.combine(text)
                hasher.combine(id)
                hasher.combine(backdrop)
                hasher.combine(drawing)
                hasher.combine(touchTargets)
                if let rare { hasher.combine(rare.fields) }
            }
        }

        /// The fields of a node that most nodes leave empty (a hint, a
        /// language, an outline's colour, an identifier, Voice Control names):
        /// kept out of the node's box, which every pass over a tree reads,
        /// so that the box is smaller and more of a large tree stays in the
        /// cache. What a rendered cell sets on most of its nodes (the backdrop,
        /// touch targets, the drawing) stays in the box: a second box for
        /// each of those nodes cost the cell more than the smaller box saved.
        struct RareFields: Hashable, Sendable {
            var hint: String?
            var language: String?
            var labelOrigin: LabelOrigin?
            var headingLevel: Int?
            var boundary: SRGBColor?
            var activationPoint: CGPoint?
            var identifier: String?
            var inputLabels: [String] = []
            var customContent: [CustomContent] = []
            var customRotors: [CustomRotor] = []
            /// Whether the platform draws the node's symbol as part of a stock control (a list row's chevron).
            var isSymbolDrawnByPlatform = false
            /// Whether the platform sizes the node's touch target (a stock control at its platform size).
            var isTargetSizedByPlatform = false
            /// The call that drew the boundary (no part of its equality).
            var boundarySite = CodeLocation.Site.Unequated(.unknown)
        }

        /// The box of a node's rare fields, shared by copies of the node's box until one changes them.
        final class Rare: @unchecked Sendable {
            /// Unchecked for the reason ``Storage/fields`` is: changed only while one box holds it (copy on write).
            @exclusivity(unchecked) var fields: RareFields

            init(_ fields: RareFields) { self.fields = fields }
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
            static let platformSymbol = Presence(rawValue: 1 << 20)
            static let platformTarget = Presence(rawValue: 1 << 21)

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
    /// Makes ``presence`` from the fields (the initialiser does not call the
    /// observers that keep it).
    mutating func derivePresence() {
        presence = []
        presence.update(.customActions, !customActions.isEmpty)
        presence.update(.value, value != nil)
        presence.update(.font, font != nil)
        presence.update(.foreground, foreground != nil)
        presence.update(.background, background != nil)
        presence.update(.backgroundKind, backgroundKind != nil)
        presence.update(.text, text != nil)
        presence.update(.backdrop, !backdrop.isEmpty)
        presence.update(.drawing, !drawing.isEmpty)
        presence.update(.touchTargets, touchTargets != nil)
        updateRarePresence()
    }
}
