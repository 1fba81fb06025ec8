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

    /// A block of several views, of any number.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// `if` without `else`.
    @inlinable public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// `if` without `else` (newer spelling).
    @inlinable public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The first branch of `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches.
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> AnyView { AnyView(content) }
}
