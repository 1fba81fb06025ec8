/// Views made from a collection, each with a stable identity taken from its element.
///
/// ```swift
/// ForEach(1...5, id: \.self) { star in Image(systemName: "star") }
/// ForEach(items) { item in Text(item.name) }   // items are Identifiable
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
///
/// As in SwiftUI, a `ForEach` of rotor entries is rotor content
/// (``AccessibilityRotorContent``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes a view (or a rotor entry) for an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Views for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let tags = inputs.environment.tagContext
        for element in view.data {
            let id = view.identify(element)
            let start = nodes.count
            var childInputs = inputs.child(StructuralHash.component(of: id))
            childInputs.environment.noteRotorTarget(id)
            Content._makeView(view.content(element), inputs: childInputs, into: &nodes)
            // In a picker, an element's identity is its tag unless the view gives one (SwiftUI's implicit tag).
            if let tags {
                for node in nodes[start...] where tags.tag(of: node) == nil { tags.tags[ObjectIdentifier(node)] = AnyHashable(id) }
            }
        }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}
