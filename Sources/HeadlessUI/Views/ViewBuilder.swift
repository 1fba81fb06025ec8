/// Builds views from closures with several statements, `if`, `if let`,
/// `if`/`else`, `switch` and optional content, like SwiftUI's `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    /// A single expression is itself.
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An empty block builds nothing.
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view is that view.
    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// A block of several views, of any number (more than ten: blocks of two to ten are a `_ViewBlock`).
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    // Blocks of two to ten views: chosen over the parameter pack above, whose
    // `TupleView` the optimiser does not specialise (`_ViewBlock`).

    @inlinable public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1)
        -> _ViewBlock<C0, _ViewBlockEnd<C1>>
    {
        _ViewBlock(c0, _ViewBlockEnd(c1))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2)
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlockEnd<C2>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlockEnd(c2)))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
    )
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlockEnd<C3>>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlockEnd(c3))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4
    )
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlockEnd<C4>>>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlockEnd(c4)))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5
    )
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlock<C4, _ViewBlockEnd<C5>>>>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlock(c4, _ViewBlockEnd(c5))))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
    )
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlock<C4, _ViewBlock<C5, _ViewBlockEnd<C6>>>>>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlock(c4, _ViewBlock(c5, _ViewBlockEnd(c6)))))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6,
        _ c7: consuming C7
    )
        -> _ViewBlock<C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlock<C4, _ViewBlock<C5, _ViewBlock<C6, _ViewBlockEnd<C7>>>>>>>>
    {
        _ViewBlock(c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlock(c4, _ViewBlock(c5, _ViewBlock(c6, _ViewBlockEnd(c7))))))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6,
        _ c7: consuming C7, _ c8: consuming C8
    )
        -> _ViewBlock<
            C0, _ViewBlock<C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlock<C4, _ViewBlock<C5, _ViewBlock<C6, _ViewBlock<C7, _ViewBlockEnd<C8>>>>>>>>
        >
    {
        _ViewBlock(
            c0, _ViewBlock(c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlock(c4, _ViewBlock(c5, _ViewBlock(c6, _ViewBlock(c7, _ViewBlockEnd(c8)))))))))
    }

    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6,
        _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9
    )
        -> _ViewBlock<
            C0,
            _ViewBlock<
                C1, _ViewBlock<C2, _ViewBlock<C3, _ViewBlock<C4, _ViewBlock<C5, _ViewBlock<C6, _ViewBlock<C7, _ViewBlock<C8, _ViewBlockEnd<C9>>>>>>>>
            >
        >
    {
        _ViewBlock(
            c0,
            _ViewBlock(
                c1, _ViewBlock(c2, _ViewBlock(c3, _ViewBlock(c4, _ViewBlock(c5, _ViewBlock(c6, _ViewBlock(c7, _ViewBlock(c8, _ViewBlockEnd(c9)))))))))
        )
    }

    /// `if` without `else`.
    @inlinable public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// `if` without `else` (newer spelling).
    @inlinable public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The first branch of `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> AnyView { AnyView(content) }
}
