/// Children side by side, leading to trailing, as in SwiftUI (spacing 8 by default).
public struct HStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A horizontal stack.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let children = inputs.nodes(view.content)
        nodes.append(
            _ViewNode(
                .stack(.horizontal, alignment: view.alignment.value.cross, spacing: view.spacing ?? LayoutConstants.stackSpacing),
                children: children, inputs: inputs))
    }
}

/// Children top to bottom, as in SwiftUI (spacing 8 by default).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A vertical stack.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let children = inputs.nodes(view.content)
        nodes.append(
            _ViewNode(
                .stack(.vertical, alignment: view.alignment.value.cross, spacing: view.spacing ?? LayoutConstants.stackSpacing),
                children: children, inputs: inputs))
    }
}

/// Children on top of each other, later ones in front, as in SwiftUI.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// An overlapping stack.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let children = inputs.nodes(view.content)
        nodes.append(_ViewNode(.zstack(view.alignment), children: children, inputs: inputs))
    }
}

/// Flexible space along the axis of the enclosing stack.
public struct Spacer: View {
    public typealias Body = Never
    let minLength: CGFloat?

    /// Space of at least `minLength` (8 points by default) that grows.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.spacer(minLength: view.minLength), inputs: inputs))
    }
}

/// A thin line across the enclosing stack.
public struct Divider: View {
    public typealias Body = Never
    /// A divider.
    public init() {}
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(_ViewNode(.wide(height: 1), inputs: inputs))
    }
}
