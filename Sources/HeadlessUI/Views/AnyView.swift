/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never
    let render: (_ViewInputs, inout [_ViewNode]) -> Void

    /// Wraps any view.
    public init<V: View>(_ view: V) {
        // A cast of every view would copy it first; only an AnyView is unwrapped.
        if V.self == AnyView.self, let erased = view as? AnyView {
            self = erased
        } else {
            render = { inputs, nodes in V._makeView(view, inputs: inputs, into: &nodes) }
        }
    }

    /// Wraps a view given as an existential.
    public init(erasing view: any View) {
        self.init(view)
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        view.render(inputs, &nodes)
    }
}
