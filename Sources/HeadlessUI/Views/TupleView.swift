/// Several views side by side, as a `ViewBuilder` block produces them.
///
/// Unlike SwiftUI's `TupleView<(A, B)>`, the type is spelled with a
/// parameter pack: `TupleView<A, B>`.
public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each Content)

    /// Groups views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        _renderEach(repeat each view.value, inputs: inputs, into: &nodes)
    }
}

/// Renders views side by side, each with the identity of its position: the
/// views are lent one by one, where iterating a stored tuple first copied all of them.
func _renderEach<each Child: View>(_ children: repeat each Child, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
    var index: UInt64 = 0
    for child in repeat each children {
        _render(child, inputs: inputs.child(index), into: &nodes)
        index += 1
    }
}

/// Renders one view of any type: the entry point used when iterating packs.
@inline(__always)
func _render<V: View>(_ view: V, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
    V._makeView(view, inputs: inputs, into: &nodes)
}
