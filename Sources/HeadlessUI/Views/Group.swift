/// Groups views without adding layout or accessibility structure of its own.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Groups the views the builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        Content._makeView(view.content, inputs: inputs, into: &nodes)
    }
}
