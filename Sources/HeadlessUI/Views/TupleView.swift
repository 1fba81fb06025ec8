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

/// Two to ten views side by side, as a `ViewBuilder` block of that many
/// produces them: the first view, then the rest (another block, or the
/// last view in a `_ViewBlockEnd`). Each view has the identity of its
/// position in the block, as in a ``TupleView``.
///
/// A chain of plain generic structs, where `TupleView` stores a tuple of a
/// parameter pack: the optimiser does not specialise packs, so making,
/// copying and destroying a `TupleView` looked its tuple's type up at run
/// time on every render (docs/performance.md). A block names only
/// ordinary generic parameters, which are specialised like any other.
public struct _ViewBlock<Head: View, Tail: _ViewBlockTail>: View, _ViewBlockTail {
    public typealias Body = Never
    @usableFromInline let head: Head
    @usableFromInline let tail: Tail

    @inlinable init(_ head: consuming Head, _ tail: consuming Tail) {
        self.head = head
        self.tail = tail
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        _makeBlockViews(view, from: 0, inputs: inputs, into: &nodes)
    }

    @inline(__always)
    public static func _makeBlockViews(_ block: Self, from index: UInt64, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        Head._makeView(block.head, inputs: inputs.child(index), into: &nodes)
        Tail._makeBlockViews(block.tail, from: index + 1, inputs: inputs, into: &nodes)
    }
}

/// The last view of a `_ViewBlock`.
public struct _ViewBlockEnd<Last: View>: _ViewBlockTail {
    @usableFromInline let last: Last

    @inlinable init(_ last: consuming Last) {
        self.last = last
    }

    @inline(__always)
    public static func _makeBlockViews(_ block: Self, from index: UInt64, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        Last._makeView(block.last, inputs: inputs.child(index), into: &nodes)
    }
}

/// What follows the first view of a `_ViewBlock`: the views from `index`
/// on, each rendered with the identity of its position. Used by the framework.
public protocol _ViewBlockTail {
    static func _makeBlockViews(_ block: Self, from index: UInt64, inputs: _ViewInputs, into nodes: inout [_ViewNode])
}
