/// What a view receives when it is rendered: its environment, its
/// structural identity and the render in progress. Used by the framework.
public struct _ViewInputs {
    var environment: EnvironmentValues
    /// Structural identity: the path of the view in the tree, hashed.
    var identity: UInt64
    let host: RenderGraph

    /// The inputs of a child at `component` (a block index, a branch, an id).
    @inline(__always)
    func child(_ component: UInt64) -> _ViewInputs {
        var inputs = self
        inputs.identity = StructuralHash.combine(identity, component)
        return inputs
    }

    /// Renders `view` and returns its nodes wrapped into exactly one node
    /// (a plain group when it made several or none).
    func single<V: View>(_ view: V) -> _ViewNode {
        var nodes: [_ViewNode] = []
        V._makeView(view, inputs: self, into: &nodes)
        return _ViewNode.wrapping(nodes, inputs: self)
    }

    /// Renders `view` as the one child of a wrapper: a list of exactly one
    /// node (a plain group when it made several or none), in the list the
    /// view was rendered into, so that a wrapper builds no second list.
    func onlyChild<V: View>(_ view: V) -> [_ViewNode] {
        var nodes: [_ViewNode] = []
        V._makeView(view, inputs: self, into: &nodes)
        if nodes.count != 1 { nodes = [_ViewNode.wrapping(nodes, inputs: self)] }
        return nodes
    }

    /// Renders `view` into a fresh list.
    func nodes<V: View>(_ view: V) -> [_ViewNode] {
        var nodes: [_ViewNode] = []
        V._makeView(view, inputs: self, into: &nodes)
        return nodes
    }
}
