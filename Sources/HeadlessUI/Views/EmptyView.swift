/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    public typealias Body = Never
    /// Nothing.
    public init() {}
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {}
}
