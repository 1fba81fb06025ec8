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
    /// The node's fields, in one shared box: copying a node (into a focus stop,
    /// a walk's stack, a finding) costs one reference count, not a copy of its
    /// thirty fields, and the first change to a shared copy copies the box.
    ///
    /// A field of a plain value has a setter, not a `_modify` accessor: called
    /// from another module, the accessor's coroutine allocated its frame on
    /// the heap at every write (some 70 times per audit cell). Collections
    /// have a setter for assignment and keep `_modify`, so that appending to
    /// one does not copy it first.
    private var storage: Storage

    /// Stable identity within one subject (survives re-rendering).
    public var id: ElementID {
        get { storage.fields.id }
        set { uniqueStorage.fields.id = newValue }
    }
    public var label: String? {
        get { storage.fields.label }
        set { uniqueStorage.fields.label = newValue }
    }
    public var value: String? {
        get { storage.fields.presence.contains(.value) ? storage.fields.value : nil }
        set { uniqueStorage.fields.value = newValue }
    }
    public var hint: String? {
        get { storage.fields.presence.contains(.hint) ? storage.fields.rareFields.hint : nil }
        set { uniqueStorage.fields.rareFields.hint = newValue }
    }
    public var traits: ElementTraits {
        get { storage.fields.traits }
        set { uniqueStorage.fields.traits = newValue }
    }
    /// Whether VoiceOver stops here. A focus stop's subtree is not entered.
    public var isElement: Bool {
        get { storage.fields.isElement }
        set { uniqueStorage.fields.isElement = newValue }
    }
    /// The node and its subtree are not exposed to assistive technology.
    public var isHidden: Bool {
        get { storage.fields.isHidden }
        set { uniqueStorage.fields.isHidden = newValue }
    }
    /// Set when the node is a container navigated as one unit.
    public var container: ContainerKind? {
        get { storage.fields.container }
        set { uniqueStorage.fields.container = newValue }
    }
    /// The element type XCUITest reports for this node (a list, a cell, a
    /// navigation bar, a tab bar), when it is one of ``ElementType``'s;
    /// structure only: VoiceOver and the audit never read it.
    public var elementType: ElementType? {
        get { storage.fields.elementType }
        set { uniqueStorage.fields.elementType = newValue }
    }
    /// Screen coordinates in points; `nil` when unknown.
    public var frame: CGRect? {
        get { storage.fields.frame }
        set { uniqueStorage.fields.frame = newValue }
    }
    /// Whether the platform draws this node's symbol as part of a stock
    /// control, in a colour the author did not choose: the disclosure chevron
    /// that ends a `NavigationLink`'s row in a list. WCAG 1.4.11 does not
    /// require 3:1 of what "is determined by the user agent and not modified
    /// by the author", so `contrast-non-text` does not measure it (as for a
    /// boundary, ``isBoundaryDrawnByPlatform``).
    public var isSymbolDrawnByPlatform: Bool {
        get { storage.fields.presence.contains(.platformSymbol) }
        set { uniqueStorage.fields.rareFields.isSymbolDrawnByPlatform = newValue }
    }
    /// Whether the platform sizes this control's touch target: a stock
    /// control at the size iOS gives it, which the author cannot change (a
    /// switch's 51×31 pt track, a stepper's buttons, a slider's track height,
    /// a segmented control's segments). WCAG 2.5.8 and 2.5.5 except a target
    /// whose size "is determined by the user agent and is not modified by the
    /// author", so `target-size` does not measure it.
    public var isTargetSizedByPlatform: Bool {
        get { storage.fields.presence.contains(.platformTarget) }
        set { uniqueStorage.fields.rareFields.isTargetSizedByPlatform = newValue }
    }
    /// Where activation taps; `nil` means the frame's centre.
    public var activationPoint: CGPoint? {
        get { storage.fields.presence.contains(.activationPoint) ? storage.fields.rareFields.activationPoint : nil }
        set { uniqueStorage.fields.rareFields.activationPoint = newValue }
    }
    public var actions: StandardActions {
        get { storage.fields.actions }
        set { uniqueStorage.fields.actions = newValue }
    }
    /// Names of custom actions, in declaration order.
    public var customActions: [String] {
        get { storage.fields.presence.contains(.customActions) ? storage.fields.customActions : [] }
        set { uniqueStorage.fields.customActions = newValue }
        _modify { yield &uniqueStorage.fields.customActions }
    }
    /// Higher sorts first among siblings; default 0.
    public var sortPriority: Double {
        get { storage.fields.sortPriority }
        set { uniqueStorage.fields.sortPriority = newValue }
    }
    /// 1…6 when the heading has a level.
    public var headingLevel: Int? {
        get { storage.fields.presence.contains(.headingLevel) ? storage.fields.rareFields.headingLevel : nil }
        set { uniqueStorage.fields.rareFields.headingLevel = newValue }
    }
    /// Test identifier; never spoken.
    public var identifier: String? {
        get { storage.fields.presence.contains(.identifier) ? storage.fields.rareFields.identifier : nil }
        set { uniqueStorage.fields.rareFields.identifier = newValue }
    }
    /// BCP 47 language for the trait words.
    public var language: String? {
        get { storage.fields.presence.contains(.language) ? storage.fields.rareFields.language : nil }
        set { uniqueStorage.fields.rareFields.language = newValue }
    }
    /// Voice Control names, most important first.
    public var inputLabels: [String] {
        get { storage.fields.presence.contains(.inputLabels) ? storage.fields.rareFields.inputLabels : [] }
        set { uniqueStorage.fields.rareFields.inputLabels = newValue }
        _modify { yield &uniqueStorage.fields.rareFields.inputLabels }
    }
    /// Where a finger acts on this node's own touch interaction (a Button's
    /// action, a tap gesture, a toggle style's interaction), in screen
    /// points: the hit-testable parts of its content, after `contentShape(_:)`
    /// and `allowsHitTesting(_:)`. `nil` when unknown (a tree that does not
    /// say: target size falls back to the frame); empty when a finger cannot
    /// act on the node itself (an adjustable element with no tap action, or a
    /// combined element whose taps land on the controls inside it).
    public var touchTargets: [CGRect]? {
        get { storage.fields.presence.contains(.touchTargets) ? storage.fields.touchTargets : nil }
        set { uniqueStorage.fields.touchTargets = newValue }
        _modify { yield &uniqueStorage.fields.touchTargets }
    }
    /// Custom content (decision 24): read with the element when of high importance, else on demand.
    public var customContent: [CustomContent] {
        get { storage.fields.presence.contains(.customContent) ? storage.fields.rareFields.customContent : [] }
        set { uniqueStorage.fields.rareFields.customContent = newValue }
        _modify { yield &uniqueStorage.fields.rareFields.customContent }
    }
    /// Rotors this node adds to VoiceOver (decision 24), offered while focus is on it or inside it.
    public var customRotors: [CustomRotor] {
        get { storage.fields.presence.contains(.customRotors) ? storage.fields.rareFields.customRotors : [] }
        set { uniqueStorage.fields.rareFields.customRotors = newValue }
        _modify { yield &uniqueStorage.fields.rareFields.customRotors }
    }
    // MARK: Presentation facts (for the rules)

    /// Text or icon colour.
    public var foreground: SRGBColor? {
        get { storage.fields.presence.contains(.foreground) ? storage.fields.foreground : nil }
        set { uniqueStorage.fields.foreground = newValue }
    }
    /// The colour behind the element (the nearest drawn background).
    public var background: SRGBColor? {
        get { storage.fields.presence.contains(.background) ? storage.fields.background : nil }
        set { uniqueStorage.fields.background = newValue }
    }
    /// How the background is painted; non-solid backgrounds make contrast undecidable.
    public var backgroundKind: BackgroundKind? {
        get { storage.fields.presence.contains(.backgroundKind) ? storage.fields.backgroundKind : nil }
        set { uniqueStorage.fields.backgroundKind = newValue }
    }
    /// The layers painted behind the node's content, bottom first (the page,
    /// backgrounds, shapes of enclosing stacks): what its text or icon is
    /// seen against. Empty when unknown; then ``background`` stands for it.
    public var backdrop: [PaintLayer] {
        get { storage.fields.presence.contains(.backdrop) ? storage.fields.backdrop : [] }
        set { uniqueStorage.fields.backdrop = newValue }
        _modify { yield &uniqueStorage.fields.backdrop }
    }
    /// The layers this node draws that are not nodes of their own (a switch's
    /// track and knob, a chip's capsule), in painting order.
    public var drawing: [PaintLayer] {
        get { storage.fields.presence.contains(.drawing) ? storage.fields.drawing : [] }
        set { uniqueStorage.fields.drawing = newValue }
        _modify { yield &uniqueStorage.fields.drawing }
    }
    /// Colour of the control's visible boundary (border, track), for non-text contrast.
    public var boundary: SRGBColor? {
        get { storage.fields.presence.contains(.boundary) ? storage.fields.rareFields.boundary : nil }
        set { uniqueStorage.fields.rareFields.boundary = newValue }
    }
    public var font: FontFacts? {
        get { storage.fields.presence.contains(.font) ? storage.fields.font : nil }
        set { uniqueStorage.fields.font = newValue }
    }
    /// Whether ``font`` is set, without copying the facts out (their text style is a string).
    package var hasFont: Bool { storage.fields.presence.contains(.font) }
    /// The visible text, when it differs from the label.
    public var text: String? {
        get { storage.fields.presence.contains(.text) ? storage.fields.text : nil }
        set { uniqueStorage.fields.text = newValue }
    }
    /// The visible text is cut off at this size.
    public var isTruncated: Bool {
        get { storage.fields.isTruncated }
        set { uniqueStorage.fields.isTruncated = newValue }
    }
    /// Motion applied to the element.
    public var motion: MotionEffects {
        get { storage.fields.motion }
        set { uniqueStorage.fields.motion = newValue }
    }
    /// Set when nobody wrote the label and it was derived from an image name.
    public var labelOrigin: LabelOrigin? {
        get { storage.fields.presence.contains(.labelOrigin) ? storage.fields.rareFields.labelOrigin : nil }
        set { uniqueStorage.fields.rareFields.labelOrigin = newValue }
    }
    /// `false` when the element is drawn and behaves as disabled (`isEnabled == false`
    /// in its environment), whether or not it exposes `notEnabled`.
    public var isRenderedEnabled: Bool {
        get { storage.fields.isRenderedEnabled }
        set { uniqueStorage.fields.isRenderedEnabled = newValue }
    }
    /// Where the view that made this node was written (`Text(…)`,
    /// `.accessibilityElement(children:)`), when it was made by code that
    /// records it (HeadlessUI does); ``CodeLocation/Site/unknown`` otherwise.
    /// Not one of the node's facts: nodes that differ only here are equal.
    public var site: CodeLocation.Site {
        get { storage.fields.site.site }
        set { uniqueStorage.fields.site = CodeLocation.Site.Unequated(newValue) }
    }

    /// The call that drew the ``boundary`` (the `.stroke(…)` or
    /// `.strokeBorder(…)` of the outline), when it records one: where a
    /// finding about the boundary is located (with the element's own
    /// ``site`` beside it). Not one of the node's facts (no part of its
    /// equality) and not in the JSON tree format.
    public var boundarySite: CodeLocation.Site {
        get { storage.fields.rareFields.boundarySite.site }
        set { uniqueStorage.fields.rareFields.boundarySite = CodeLocation.Site.Unequated(newValue) }
    }
    public var children: [AccessibilityNode] {
        get { storage.fields.children }
        set { uniqueStorage.fields.children = newValue }
        _modify { yield &uniqueStorage.fields.children }
    }

    /// A node. `isElement` defaults as the tree format says: `true` for a
    /// node without children, `false` for one with children.
    public init(
        id: ElementID = "",
        label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: ElementTraits = [], isElement: Bool? = nil, isHidden: Bool = false,
        container: ContainerKind? = nil, elementType: ElementType? = nil, frame: CGRect? = nil, activationPoint: CGPoint? = nil,
        actions: StandardActions = [], customActions: [String] = [], sortPriority: Double = 0,
        headingLevel: Int? = nil, identifier: String? = nil, language: String? = nil,
        inputLabels: [String] = [], touchTargets: [CGRect]? = nil, customContent: [CustomContent] = [],
        foreground: SRGBColor? = nil, background: SRGBColor? = nil, backgroundKind: BackgroundKind? = nil,
        boundary: SRGBColor? = nil, font: FontFacts? = nil, text: String? = nil, isTruncated: Bool = false,
        motion: MotionEffects = [], labelOrigin: LabelOrigin? = nil, isRenderedEnabled: Bool = true,
        children: [AccessibilityNode] = []
    ) {
        let rare = Storage.RareFields(
            hint: hint, language: language, labelOrigin: labelOrigin, headingLevel: headingLevel, boundary: boundary,
            activationPoint: activationPoint, identifier: identifier, inputLabels: inputLabels, customContent: customContent)
        var fields = Storage.Fields(
            children: children, traits: traits, actions: actions,
            isElement: isElement ?? children.isEmpty, isHidden: isHidden, isTruncated: isTruncated,
            isRenderedEnabled: isRenderedEnabled, motion: motion, elementType: elementType, sortPriority: sortPriority, container: container,
            frame: frame, label: label, customActions: customActions, value: value, font: font, foreground: foreground,
            background: background, backgroundKind: backgroundKind, text: text, id: id, touchTargets: touchTargets, rare: rare)
        fields.derivePresence()
        storage = Storage(fields)
    }

    /// A node around an existing box.
    private init(storage: Storage) {
        self.storage = storage
    }

    /// A node held without counting a reference to it, for tables of a tree's
    /// nodes kept beside the tree: storing and dropping one costs nothing, where
    /// counting a reference writes to the node's memory, which on a large tree
    /// is not in cache. Whoever holds one must keep the tree alive: nodes never
    /// change while shared, so a live tree keeps every node a table took from it.
    package struct Unowned: @unchecked Sendable {
        private unowned(unsafe) let storage: Storage

        package init(_ node: AccessibilityNode) {
            storage = node.storage
        }

        /// The node, counted again.
        package var node: AccessibilityNode {
            AccessibilityNode(storage: storage)
        }
    }

    /// The box, copied first if another node shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            return storage
        }
    }

    /// Whether two nodes have the same fields (and children). Always compared
    /// field by field, even for copies sharing a box, so that a NaN field is
    /// unequal to itself as it was before the fields were boxed.
    public static func == (lhs: AccessibilityNode, rhs: AccessibilityNode) -> Bool {
        lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
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
        var found = true
        path.forEachIndex { index in
            guard found, node.children.indices.contains(index) else { found = false; return }
            node = node.children[index]
        }
        return found ? node : nil
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
        walk { _, _ in
            count += 1; return .visitChildren
        }
        return count
    }
}
