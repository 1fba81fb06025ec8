/// `.tag(_:)`: the value a view stands for in a ``Picker`` (or a `TabView`).
public struct _TagModifier: ViewModifier {
    public typealias Body = Never
    let tag: AnyHashable

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let start = nodes.count
        C._makeView(content, inputs: inputs, into: &nodes)
        guard let context = inputs.environment.tagContext else { return }
        for node in nodes[start...] { context.tags[ObjectIdentifier(node)] = modifier.tag }
    }
}

/// What the options of a picker (or the tabs of a tab view) are tagged with,
/// collected while they render.
final class TagContext {
    var tags: [ObjectIdentifier: AnyHashable] = [:]

    /// The tag of `node`, if it has one.
    func tag(of node: _ViewNode) -> AnyHashable? { tags[ObjectIdentifier(node)] }
}

extension EnvironmentValues {
    private struct TagContextKey: EnvironmentKey {
        static var defaultValue: TagContext? { nil }
    }

    /// The picker or tab view whose options are rendering.
    var tagContext: TagContext? {
        get { self[TagContextKey.self] }
        set { self[TagContextKey.self] = newValue }
    }
}

extension View {
    /// The value this view stands for among a picker's options or a tab view's tabs.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

/// The visible text of rendered nodes: their texts and image labels, joined
/// with ", " (what `.combine` would merge), for the options of controls.
enum NodeText {
    static func text(of nodes: [_ViewNode]) -> String {
        var parts: [String] = []
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            switch node.role {
            case .text(let text):
                parts.append(text)
                continue
            case .image(let image):
                if !image.isDecorative, let label = image.label { parts.append(label) }
                continue
            default:
                break
            }
            if let modifier = node.modifier, case .hidden(true) = modifier { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return parts.joined(separator: ", ")
    }
}
