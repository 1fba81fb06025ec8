/// A frame's constraints.
struct FrameSpec {
    var width: CGFloat?
    var height: CGFloat?
    var minWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

/// Insets around the content.
public struct _PaddingModifier: ViewModifier {
    public typealias Body = Never
    let insets: EdgeInsets

    @usableFromInline init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// Pads `edges` by `length` (16 points by default).
    @usableFromInline init(_ edges: Edge.Set, _ length: CGFloat?) {
        let value = length ?? LayoutConstants.padding
        insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.padding(modifier.insets), children: inputs.onlyChild(content), inputs: inputs))
    }
}

/// A frame around the content.
public struct _FrameModifier: ViewModifier {
    public typealias Body = Never
    let spec: FrameSpec

    init(spec: FrameSpec) {
        self.spec = spec
    }

    /// A fixed width and/or height.
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        spec = FrameSpec(width: width, height: height, alignment: alignment)
    }

    /// Flexible bounds.
    @usableFromInline init(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        spec = FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.frame(modifier.spec), children: inputs.onlyChild(content), inputs: inputs))
    }
}

/// A view drawn behind or in front of the content, sized to it.
public struct _DecorationModifier<Decoration: View>: ViewModifier {
    public typealias Body = Never
    let decoration: Decoration
    let alignment: Alignment
    let isBackground: Bool

    @usableFromInline init(decoration: Decoration, alignment: Alignment, isBackground: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.isBackground = isBackground
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let contentNode = inputs.child(0).single(content)
        let decoration = _ViewNode(.zstack(modifier.alignment), children: inputs.child(1).nodes(modifier.decoration), inputs: inputs.child(1))
        nodes.append(_ViewNode(.decorated(backgrounds: modifier.isBackground ? 1 : 0), children: [contentNode, decoration], inputs: inputs))
    }
}

/// Moves the content after layout.
public struct _OffsetModifier: ViewModifier {
    public typealias Body = Never
    let offset: CGSize

    @usableFromInline init(offset: CGSize) {
        self.offset = offset
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.offset(modifier.offset), children: inputs.onlyChild(content), inputs: inputs))
    }
}

extension View {
    /// Pads every edge by `length` (16 points by default).
    @inlinable
    public consuming func padding(_ length: CGFloat? = nil) -> some View {
        padding(.all, length)
    }

    /// Pads the given edges by `length` (16 points by default).
    @inlinable
    public consuming func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingModifier(edges, length))
    }

    /// Pads each edge by its inset.
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingModifier(insets: insets))
    }

    /// A fixed width and/or height.
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Flexible bounds; `.infinity` takes all the space offered.
    @inlinable
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FrameModifier(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
                alignment: alignment))
    }

    /// A view drawn behind this one, sized to it.
    @_disfavoredOverload
    @inlinable
    public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: background, alignment: alignment, isBackground: true))
    }

    /// Views drawn behind this one, sized to it.
    @inlinable
    public consuming func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
    }

    /// This view's area painted behind it with a style.
    @inlinable
    public consuming func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        background(Rectangle().fill(style, filePath: filePath, line: line, column: column))
    }

    /// A shape painted behind this view with a style.
    @inlinable
    public consuming func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle(), filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        background(shape.fill(style, filePath: filePath, line: line, column: column))
    }

    /// A shape painted behind this view with the background style (system background).
    @inlinable
    public consuming func background<T: Shape>(
        in shape: T, fillStyle: FillStyle = FillStyle(), filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        background(shape.fill(Color.systemBackground, filePath: filePath, line: line, column: column))
    }

    /// A view drawn in front of this one, sized to it.
    @_disfavoredOverload
    @inlinable
    public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(decoration: overlay, alignment: alignment, isBackground: false))
    }

    /// Views drawn in front of this one, sized to it.
    @inlinable
    public consuming func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(_DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
    }

    /// This view's area painted in front with a style.
    @inlinable
    public consuming func overlay<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        overlay(Rectangle().fill(style, filePath: filePath, line: line, column: column))
    }

    /// A shape painted in front with a style.
    @inlinable
    public consuming func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle(), filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        overlay(shape.fill(style, filePath: filePath, line: line, column: column))
    }

    /// Moves this view after layout (its frame moves; its neighbours do not).
    @inlinable
    public consuming func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetModifier(offset: offset))
    }

    /// Moves this view after layout.
    @inlinable
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Kept for source compatibility: fixed size is not modelled beyond ideal sizes.
    @inlinable
    public consuming func fixedSize() -> some View { self }

    /// Kept for source compatibility.
    @inlinable
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    /// Kept for source compatibility: aspect ratios are not modelled.
    @inlinable
    public consuming func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Kept for source compatibility.
    @inlinable
    public consuming func scaledToFit() -> some View { self }

    /// Kept for source compatibility.
    @inlinable
    public consuming func scaledToFill() -> some View { self }

    /// Kept for source compatibility.
    public consuming func ignoresSafeArea(_ regions: Int = 0, edges: Edge.Set = .all) -> some View { self }

    /// Kept for source compatibility.
    public consuming func layoutPriority(_ value: Double) -> some View { self }

    /// Gives this view an explicit identity (state is kept per identity).
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(component: StructuralHash.component(of: id), rotorTarget: AnyHashable(id)))
    }
}

/// Fill rules (kept for source compatibility).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside a path that crosses itself.
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    /// The default fill.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

#if !canImport(CoreGraphics)
    /// How the ends of a line are drawn (CoreGraphics' type, which Linux has not).
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }

    /// How the corners of a line are drawn (CoreGraphics' type, which Linux has not).
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

/// How a shape's outline is drawn (`stroke(_:style:)`, `strokeBorder(style:)`):
/// the audit reads its width; caps, joins and dashes change where the line
/// lies, not its colour.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Changes the structural identity of the content.
public struct _IdentityModifier: ViewModifier {
    public typealias Body = Never
    let component: UInt64
    /// The identity as given, for rotor entries (`AccessibilityRotorEntry(_:id:)`).
    var rotorTarget: AnyHashable?

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inputs = inputs.child(modifier.component)
        if let target = modifier.rotorTarget { inputs.environment.noteRotorTarget(target) }
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}
