import Foundation

/// One node of a rendered view tree: what layout measures and places, and
/// what the accessibility tree is built from. Used by the framework.
public final class _ViewNode {
    // The stored properties are `@exclusivity(unchecked)`: only the renderer and
    // the layout engine touch them, one access at a time, so the
    // run-time check of every access (about 3 % of an audit cell's instructions
    // with the other engine classes) finds nothing; see docs/performance.md.
    let kind: NodeKind
    let children: [_ViewNode]
    let identity: UInt64
    /// The environment the node was rendered in (fonts, colours, enabled, motion).
    let environment: EnvironmentValues
    /// What the node is to accessibility, for primitives and controls.
    @exclusivity(unchecked) var role: NodeRole?
    /// The call that made the view this node renders (`Text(…)`,
    /// `.accessibilityElement(children:)`), when it records one: where the
    /// elements made from this node are located.
    @exclusivity(unchecked) var site = CodeLocation.Site.unknown
    /// Accessibility modifiers applied by this (pass-through) node.
    @exclusivity(unchecked) var modifier: AccessibilityModifier?
    /// Marks the content of a control's or label's slot.
    @exclusivity(unchecked) var slot: Slot?
    /// `contentShape(_:)` or `allowsHitTesting(false)` on this (pass-through) node.
    @exclusivity(unchecked) var hitTesting: HitTesting?
    /// A style's own touch interaction on this (pass-through) node's content.
    @exclusivity(unchecked) var styleInteraction: (() -> Void)?
    /// Whether the platform sizes that interaction's area (the stock switch's track).
    @exclusivity(unchecked) var isSizedByPlatform = false
    /// A paint a stock control draws itself, unchanged by the author (``PaintLayer/isPlatformDrawn``).
    @exclusivity(unchecked) var isPlatformDrawn = false

    // Layout results.
    @exclusivity(unchecked) var frame: CGRect = .zero
    @exclusivity(unchecked) var isTruncated = false
    /// The last few sizes chosen for proposals (layout asks a node several times).
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// A text node's characters and words, once layout has counted them, and its font's metrics.
    @exclusivity(unchecked) var textLayout: (shape: TextShape, metrics: TextMetrics)?

    init(_ kind: NodeKind, children: [_ViewNode] = [], inputs: _ViewInputs, role: NodeRole? = nil) {
        self.kind = kind
        self.children = children
        self.identity = inputs.identity
        self.environment = inputs.environment
        self.role = role
    }

    /// One node for a list of nodes: the node itself when there is one,
    /// otherwise a vertical group without spacing.
    static func wrapping(_ nodes: [_ViewNode], inputs: _ViewInputs) -> _ViewNode {
        if nodes.count == 1 { return nodes[0] }
        return _ViewNode(.stack(.vertical, alignment: .center, spacing: 0), children: nodes, inputs: inputs)
    }
}

/// How a node is laid out.
enum NodeKind {
    /// A run of text.
    case text(String, lineLimit: Int?)
    /// An image; `resizable` images take the space they are offered.
    case image(ImageKind, resizable: Bool)
    /// A colour, gradient or material, or a shape filled or stroked with one: takes the space offered.
    case paint(Paint, shape: ShapeKind, stroke: LayerStroke?)
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: CGFloat?)
    /// A horizontal or vertical stack.
    case stack(Axis, alignment: CrossAlignment, spacing: CGFloat)
    /// Children on top of each other.
    case zstack(Alignment)
    /// Insets around the single child.
    case padding(EdgeInsets)
    /// A fixed or flexible frame around the single child.
    case frame(FrameSpec)
    /// `children[0]` is the content; the next `backgrounds` children are drawn
    /// behind it and the rest in front, each sized to the content.
    case decorated(backgrounds: Int)
    /// Lays out as its single child (modifiers that change nothing in layout).
    case passthrough
    /// A leaf of a fixed size (a switch's track, a stepper's buttons).
    case fixed(CGSize)
    /// A leaf as wide as offered, of a fixed height (a slider's track).
    case wide(height: CGFloat)
    /// Like `passthrough`, but moved by an offset after layout.
    case offset(CGSize)
    /// Takes no space and is not drawn (a slot a style left out).
    case absent
    /// A scroll view: its content is laid out without a bound along the
    /// scrolled axes and may extend past the scroll view's own frame.
    case scroll(horizontal: Bool, vertical: Bool)
}

/// Stack axes.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// Where children of a stack line up across its axis: leading/top, centre, trailing/bottom.
enum CrossAlignment {
    case leading, center, trailing
}

/// The part of a control or label a node renders.
enum Slot {
    case labelTitle, labelIcon, controlLabel
}

/// What a primitive or control is to accessibility.
enum NodeRole {
    case text(String)
    case image(ImageAccessibility)
    case button(ButtonRoleInfo)
    case toggle(ToggleInfo)
    case slider(SliderInfo)
    case stepperLabel(StepperInfo)
    case stepperButton(StepperInfo, increment: Bool)
    /// `Label`: one combined element with its title's label.
    case label
    /// `TextField`, `SecureField`, `TextEditor`: one text-entry element.
    case textField(TextFieldInfo)
}

/// An image's accessibility.
struct ImageAccessibility {
    var label: String?
    var origin: LabelOrigin?
    var isDecorative: Bool
}

struct ButtonRoleInfo {
    var action: () -> Void
    var role: ButtonRole?
}

struct ToggleInfo {
    var isOn: Binding<Bool>
}

struct SliderInfo {
    var value: Binding<Double>
    var range: ClosedRange<Double>
    var step: Double?
}

struct StepperInfo {
    var value: Double?
    var label: String?
    var onIncrement: (() -> Void)?
    var onDecrement: (() -> Void)?
    var canIncrement: Bool
    var canDecrement: Bool

    /// A stepper's value as shown and announced: a number in the locale's notation.
    static func text(_ value: Double, locale: Locale) -> String {
        value.formatted(.number.locale(locale))
    }
}
