/// A scrollable view, as in SwiftUI: it takes the space it is offered and lays
/// its content out without a bound along the axes it scrolls.
///
/// A scroll view is not an accessibility element: its content's elements join
/// the enclosing list, including those scrolled out of sight, which VoiceOver
/// reaches by scrolling as it moves (UIKit's `UIScrollView` is transparent to
/// accessibility; VoiceOver scrolls to reveal the next element, reference §3.3).
/// Their frames are where they are laid out, past the scroll view's bounds.
///
/// ```swift
/// ScrollView(.horizontal, showsIndicators: false) {
///     HStack { ForEach(tags) { Tag($0.name) } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The axes the view scrolls.
    public var axes: Axis.Set
    /// Whether scroll indicators are shown (drawing only).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let content = inputs.single(view.content)
        nodes.append(
            _ViewNode(
                .scroll(horizontal: view.axes.contains(.horizontal), vertical: view.axes.contains(.vertical)),
                children: [content], inputs: inputs))
    }
}

/// Whether scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden, still scrollable.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// The visibility of scroll indicators (drawing only).
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Whether scrolling is disabled. Kept for source compatibility: content
    /// stays reachable, as VoiceOver moves focus regardless of gestures.
    public consuming func scrollDisabled(_ disabled: Bool) -> some View { self }
}
