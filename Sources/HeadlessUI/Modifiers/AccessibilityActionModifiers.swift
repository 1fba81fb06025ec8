import Foundation

/// A zoom gesture an assistive technology performs on a view that supports
/// zooming (SwiftUI's `AccessibilityZoomGestureAction`).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way to zoom.
    public enum Direction: Hashable, Sendable {
        case zoomIn, zoomOut
    }

    /// Which way to zoom.
    public let direction: Direction
    /// Where to zoom, as a unit point of the element's frame (its centre here).
    public let location: UnitPoint
    /// Where to zoom, in the element's coordinates (its centre here).
    public let point: CGPoint
}

/// `accessibilityActions { }`: the views whose activation becomes a named
/// action of the content's element (their labels are the names).
public struct _AccessibilityActionsModifier<Actions: View>: ViewModifier {
    public typealias Body = Never
    let actions: Actions

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let visible = inputs.single(content)
        let actions = inputs.child(0x6163_746E).single(modifier.actions)
        let node = _ViewNode(.passthrough, children: [visible], inputs: inputs)
        node.modifier = .actionViews(actions)
        nodes.append(node)
    }
}

extension View {
    /// Adds the actions of `content` to this element: each button (or other
    /// view that can be activated) becomes a custom action named by its label.
    /// VoiceOver offers them last declared first, as it does for chained
    /// `accessibilityAction(named:)` (docs/voiceover.md, decision 25).
    ///
    /// ```swift
    /// row.accessibilityActions {
    ///     Button("Reply") { reply() }
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public consuming func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityActionsModifier(actions: content()))
    }

    /// Lets assistive technologies zoom this view: adds the `supportsZoom`
    /// trait and routes zoom in and out to `handler` (SwiftUI, iOS 17).
    ///
    /// ```swift
    /// MapView().accessibilityZoomAction { action in
    ///     scale *= action.direction == .zoomIn ? 2 : 0.5
    /// }
    /// ```
    public consuming func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.zoom(handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }
}
