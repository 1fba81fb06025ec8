/// Nodes already rendered, as a view, so that a container can wrap each of
/// its rendered children in public modifiers (padding, frames, backgrounds).
struct _NodesView: View {
    typealias Body = Never
    let nodes: [_ViewNode]

    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        nodes.append(contentsOf: view.nodes)
    }
}
