/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
/// The branch is part of the structural identity: state does not leak between branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        switch view.storage {
        case .trueContent(let content):
            TrueContent._makeView(content, inputs: inputs.child(0x7472_7565), into: &nodes)
        case .falseContent(let content):
            FalseContent._makeView(content, inputs: inputs.child(0x6661_6C73), into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        if let view { Wrapped._makeView(view, inputs: inputs.child(0x736F_6D65), into: &nodes) }
    }
}
