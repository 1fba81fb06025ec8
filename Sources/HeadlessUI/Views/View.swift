/// A piece of user interface, written the way SwiftUI's `View` is: a value
/// whose `body` describes its content.
///
/// Primitive views (``Text``, ``Image``, stacks, controls) have `Never`
/// bodies and render themselves; every other view renders its `body`.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)") }
/// }
/// ```
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Renders a value of this type into view nodes. Implemented by the
    /// framework; custom views use the default, which renders `body`.
    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode])
}

extension View {
    /// Renders `body` inside this view's environment, with its `@State`
    /// bound to storage kept for its structural identity.
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let host = inputs.host
        host.bindState(of: view, identity: inputs.identity)
        let body = host.evaluate(in: inputs.environment) { view.body }
        Body._makeView(body, inputs: inputs, into: &nodes)
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the renderer never asks for it.
    public var body: Never { _primitiveBody(Self.self) }
}

/// Called only if someone reads the body of a primitive view by hand.
func _primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

extension Never: View {
    public typealias Body = Never
    public static func _makeView(_ view: Never, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {}
}
