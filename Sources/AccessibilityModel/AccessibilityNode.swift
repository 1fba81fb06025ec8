import Foundation

/// One node of an accessibility tree: an element, a container, or a plain
/// view that only holds children.
///
/// Every field of the JSON tree format (spec/tree-format.md) has a property
/// here, plus the presentation facts the rules read. Hidden nodes stay in the
/// tree with ``isHidden`` set: VoiceOver skips them, but rules about what a
/// sighted person touches and reads (target size, contrast) still see them.
/// Children of an element are kept too (VoiceOver never enters them): they
/// are what a `.combine` merged or a label was taken from.
///
/// ```swift
/// let pay = AccessibilityNode(label: "Pay", traits: .button, actions: .activate,
///                             frame: CGRect(x: 16, y: 170, width: 343, height: 50))
/// ```
public struct AccessibilityNode: Hashable, Sendable {
    /// Stable identity within one subject (survives re-rendering).
    public var id: ElementID
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: ElementTraits
    /// Whether VoiceOver stops here. A focus stop's subtree is not entered.
    public var isElement: Bool
    /// The node and its subtree are not exposed to assistive technology.
    public var isHidden: Bool
    /// Set when the node is a container navigated as one unit.
    public var container: ContainerKind?
    /// Screen coordinates in points; `nil` when unknown.
    public var frame: CGRect?
    /// Where activation taps; `nil` means the frame's centre.
    public var activationPoint: CGPoint?
    public var actions: StandardActions
    /// Names of custom actions, in declaration order.
    public var customActions: [String]
    /// Higher sorts first among siblings; default 0.
    public var sortPriority: Double
    /// 1…6 when the heading has a level.
    public var headingLevel: Int?
    /// Test identifier; never spoken.
    public var identifier: String?
    /// BCP 47 language for the trait words.
    public var language: String?
    /// Voice Control names, most important first.
    public var inputLabels: [String]

    // MARK: Presentation facts (for the rules)

    /// Text or icon colour.
    public var foreground: SRGBColor?
    /// The colour behind the element (the nearest drawn background).
    public var background: SRGBColor?
    /// How the background is painted; non-solid backgrounds make contrast undecidable.
    public var backgroundKind: BackgroundKind?
    /// Colour of the control's visible boundary (border, track), for non-text contrast.
    public var boundary: SRGBColor?
    public var font: FontFacts?
    /// The visible text, when it differs from the label.
    public var text: String?
    /// The visible text is cut off at this size.
    public var isTruncated: Bool
    /// Motion applied to the element.
    public var motion: MotionEffects
    /// Set when nobody wrote the label and it was derived from an image name.
    public var labelOrigin: LabelOrigin?
    /// `false` when the element is drawn and behaves as disabled (`isEnabled == false`
    /// in its environment), whether or not it exposes `notEnabled`.
    public var isRenderedEnabled: Bool

    public var children: [AccessibilityNode]

    /// A node. `isElement` defaults as the tree format says: `true` for a
    /// node without children, `false` for one with children.
    public init(
        id: ElementID = "",
        label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: ElementTraits = [], isElement: Bool? = nil, isHidden: Bool = false,
        container: ContainerKind? = nil, frame: CGRect? = nil, activationPoint: CGPoint? = nil,
        actions: StandardActions = [], customActions: [String] = [], sortPriority: Double = 0,
        headingLevel: Int? = nil, identifier: String? = nil, language: String? = nil,
        inputLabels: [String] = [],
        foreground: SRGBColor? = nil, background: SRGBColor? = nil, backgroundKind: BackgroundKind? = nil,
        boundary: SRGBColor? = nil, font: FontFacts? = nil, text: String? = nil, isTruncated: Bool = false,
        motion: MotionEffects = [], labelOrigin: LabelOrigin? = nil, isRenderedEnabled: Bool = true,
        children: [AccessibilityNode] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isElement = isElement ?? children.isEmpty
        self.isHidden = isHidden
        self.container = container
        self.frame = frame
        self.activationPoint = activationPoint
        self.actions = actions
        self.customActions = customActions
        self.sortPriority = sortPriority
        self.headingLevel = headingLevel
        self.identifier = identifier
        self.language = language
        self.inputLabels = inputLabels
        self.foreground = foreground
        self.background = background
        self.backgroundKind = backgroundKind
        self.boundary = boundary
        self.font = font
        self.text = text
        self.isTruncated = isTruncated
        self.motion = motion
        self.labelOrigin = labelOrigin
        self.isRenderedEnabled = isRenderedEnabled
        self.children = children
    }

    /// The activation point, or the frame's centre.
    public var effectiveActivationPoint: CGPoint? {
        if let activationPoint { return activationPoint }
        guard let frame else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The node at `path` below this one, or `nil`.
    public subscript(path path: NodePath) -> AccessibilityNode? {
        var node = self
        for index in path.indexes {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The first node (pre-order) with this identity.
    public func node(withID id: ElementID) -> AccessibilityNode? {
        var found: AccessibilityNode?
        walk { node, _ in
            if node.id == id { found = node; return .stop }
            return .visitChildren
        }
        return found
    }

    /// Counts this node and every descendant.
    public var nodeCount: Int {
        var count = 0
        walk { _, _ in count += 1; return .visitChildren }
        return count
    }
}
