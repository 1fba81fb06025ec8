/// A reusable change to a view, as in SwiftUI: `body(content:)` wraps the
/// content it is applied to. Built-in modifiers render themselves.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View { content.padding().background(.white) }
/// }
/// Text("Hi").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Renders `content` with this modifier applied. Implemented by the
    /// framework; custom modifiers use the default, which renders `body(content:)`.
    static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode])
}

extension ViewModifier {
    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let host = inputs.host
        host.modifierContent.append { contentInputs, contentNodes in
            C._makeView(content, inputs: contentInputs, into: &contentNodes)
        }
        host.bindState(of: modifier, identity: inputs.identity)
        let body = host.evaluate(in: inputs.environment) { modifier.body(content: _ViewModifier_Content()) }
        Body._makeView(body, inputs: inputs, into: &nodes)
        host.modifierContent.removeLast()
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the renderer never asks for it.
    public func body(content: Content) -> Never { _primitiveBody(Self.self) }
}

/// The content a custom ``ViewModifier`` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let host = inputs.host
        guard let render = host.modifierContent.popLast() else { return }
        render(inputs, &nodes)
        host.modifierContent.append(render)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// A modified view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        Modifier._makeModifiedView(view.modifier, content: view.content, inputs: inputs, into: &nodes)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        // `a.concat(b)` applies `a` first: `b` is the outer modifier.
        Modifier._makeModifiedView(
            modifier.modifier, content: ModifiedContent<C, Content>(content: content, modifier: modifier.content),
            inputs: inputs, into: &nodes)
    }
}

extension View {
    /// Applies a modifier.
    @inlinable
    public consuming func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Chains two modifiers.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
