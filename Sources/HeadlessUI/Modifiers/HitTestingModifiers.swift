import Foundation

/// Sets how the content takes part in hit testing (`contentShape(_:)`, `allowsHitTesting(_:)`).
public struct _HitTestingModifier: ViewModifier {
    public typealias Body = Never
    let hitTesting: HitTesting?

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = _ViewNode(.passthrough, children: inputs.onlyChild(content), inputs: inputs)
        node.hitTesting = modifier.hitTesting
        nodes.append(node)
    }
}

/// Makes the content a style's own touch interaction: a tap on its
/// hit-testable parts runs `action` (the platform switch's track, the
/// button toggle style's capsule). Not an accessibility action: the control
/// the style draws has its own.
struct _StyleInteractionModifier: ViewModifier {
    typealias Body = Never
    /// Whether the platform sizes the area (the stock switch's track), which the author cannot change.
    var sizedByPlatform = false
    let action: () -> Void

    static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = _ViewNode(.passthrough, children: inputs.onlyChild(content), inputs: inputs)
        node.styleInteraction = modifier.action
        node.isSizedByPlatform = modifier.sizedByPlatform
        nodes.append(node)
    }
}

extension View {
    /// The shape that receives taps: the view answers anywhere inside
    /// `shape` over its frame, instead of only where its content draws, as
    /// SwiftUI's `contentShape(_:eoFill:)` "defines the content shape for hit
    /// testing".
    ///
    /// ```swift
    /// HStack { Image(systemName: "square"); Text("Remember me"); Spacer() }
    ///     .contentShape(Rectangle())   // the whole row answers, gaps and spacer too
    ///     .onTapGesture { remember.toggle() }
    /// ```
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_HitTestingModifier(hitTesting: .shape(shape._shapeKind)))
    }

    /// Whether this view takes part in hit testing: with `false`, touches go
    /// through it (and its subtree) to whatever lies below, as SwiftUI's
    /// `allowsHitTesting(_:)` does.
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_HitTestingModifier(hitTesting: enabled ? nil : .disabled))
    }

    /// The content as a style's own touch interaction (see ``_StyleInteractionModifier``).
    /// `sizedByPlatform`: the platform sizes the area (the stock switch's track), so the control's touch target is
    /// WCAG's "user agent control" (`AccessibilityNode.isTargetSizedByPlatform`).
    consuming func styleInteraction(
        sizedByPlatform: Bool = false, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _StyleInteractionModifier> {
        modifier(_StyleInteractionModifier(sizedByPlatform: sizedByPlatform, action: action))
    }
}
