/// An accessibility node under construction, with the live handlers and the
/// facts merging needs.
///
/// A class: the builder passes drafts up through many lists (children,
/// merges, presentation searches), and copying a whole node at each step
/// dominated building. Every draft has exactly one place in the tree being
/// built, so mutating it through any reference is mutating that place.
///
/// Its stored properties are `@exclusivity(unchecked)`: only the tree builder
/// reads and writes a draft, one access at a time, so the
/// run-time check of every access (about 3 % of an audit cell's instructions
/// with the other engine classes) finds nothing; see docs/performance.md.
final class Draft {
    @exclusivity(unchecked) var node: AccessibilityNode
    @exclusivity(unchecked) var children: [Draft] = []
    @exclusivity(unchecked) var handlers = Handlers()
    @exclusivity(unchecked) var slot: Slot?
    /// Visible text in this draft's subtree, in order.
    @exclusivity(unchecked) var texts: [String] = []
    /// Whether an `@AccessibilityFocusState` bound to this element points at it.
    @exclusivity(unchecked) var requestsFocus = false
    /// The focus state bound to this element, which VoiceOver's moves write into.
    @exclusivity(unchecked) var focusBinding: FocusBinding?
    /// Rotors declared on this element or container (`accessibilityRotor`).
    @exclusivity(unchecked) var rotors: [RotorDeclaration] = []
    /// The rotor entry ids that name this draft (ForEach elements and `.id(_:)` under a rotor, `accessibilityRotorEntry`).
    @exclusivity(unchecked) var rotorKeys: [RotorTargetKey] = []
    /// Whether the label was derived from an image name (not written by anyone).
    var hasDerivedImageLabel: Bool { node.labelOrigin != nil }

    init(node: AccessibilityNode) {
        self.node = node
    }

    /// Whether VoiceOver could stop here.
    var isVisibleElement: Bool { node.isElement && !node.isHidden }

    /// Marks this draft and its subtree hidden.
    func hide() {
        node.isHidden = true
        for index in children.indices { children[index].hide() }
    }
}

/// The live handlers of one element.
struct Handlers {
    var activate: (() -> Void)?
    /// Identity of the view that set `activate`: one tap gesture over several
    /// children is still one activation.
    var activateSource: UInt64?
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var escape: (() -> Void)?
    var magicTap: (() -> Void)?
    var zoom: ((AccessibilityZoomGestureAction.Direction) -> Void)?
    var custom: [(name: String, run: () -> Void)] = []
    /// A text field being edited: the keyboard's typing and delete key.
    var typeText: ((String) -> Void)?
    var deleteBackward: (() -> Void)?
    /// The text field this element is (its key in ``StateStorage/editingField``), if it is one.
    var textField: UInt64?

    /// The standard actions these handlers provide.
    var actions: StandardActions {
        var result: StandardActions = []
        if activate != nil { result.insert(.activate) }
        if increment != nil { result.insert(.increment) }
        if decrement != nil { result.insert(.decrement) }
        if escape != nil { result.insert(.escape) }
        if magicTap != nil { result.insert(.magicTap) }
        if zoom != nil { result.formUnion([.zoomIn, .zoomOut]) }
        return result
    }

    var isEmpty: Bool { actions.isEmpty && custom.isEmpty }
}
