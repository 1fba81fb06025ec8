/// A scrolling list of rows, optionally in ``Section``s, as in SwiftUI.
///
/// On iPhone the default style is inset grouped: rows on rounded cards over
/// the grouped background, section headers uppercased and read as headings.
/// The list is not an accessibility container (SwiftUI's List produces no
/// "List Start" in AccessibilitySnapshot's images, reference §4): its rows'
/// elements join the enclosing list, header, rows and footer in order. The
/// tree still has the structure XCUITest reports, which VoiceOver walks
/// through: a node of element type `collectionView` (`table` before iOS 16)
/// around the list, and a `cell` around each row (`ElementType`).
///
/// ```swift
/// List {
///     Section("Account") {
///         Text("Signed in as Ana")
///         Button("Sign Out") {}
///     }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A list of the views the builder makes.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list whose selection is bound (selection is not modelled; rows read as without it).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose multiple selection is bound (not modelled).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let context = ListContext()
        var inner = inputs
        inner.environment.listContext = context
        inner.environment.isInList = true
        let rendered = inner.nodes(view.content)
        inner.environment.listContext = nil
        // Rows outside any section form implicit sections, as SwiftUI groups them.
        var blocks: [_ViewNode] = []
        var pending: [_ViewNode] = []
        func flush() {
            guard !pending.isEmpty else { return }
            blocks.append(ListSectionBuilder.make(header: nil, rows: pending, footer: nil, inputs: inner.child(UInt64(blocks.count))))
            pending = []
        }
        for node in rendered {
            if context.sections.contains(ObjectIdentifier(node)) {
                flush()
                blocks.append(node)
            } else {
                pending.append(node)
            }
        }
        flush()
        let look = inputs.environment.listLook
        let column = inner.single(
            VStack(alignment: .leading, spacing: look.isGrouped ? 16 : 0) { _NodesView(nodes: blocks) }
                .padding(.vertical, look.isGrouped ? 16 : 0))
        let scroll = _ViewNode(.scroll(horizontal: false, vertical: true), children: [column], inputs: inner)
        let background = look.isGrouped ? Color(.systemGroupedBackground) : Color(.systemBackground)
        // XCUITest sees the list's table or collection view around its rows (no container to VoiceOver).
        let type = ElementType.list(on: inputs.environment.iosVersion)
        let list = _NodesView(nodes: [scroll]).background(background)
            .accessibilityChange(.elementType(type, identifier: nil, onContainer: false))
        nodes.append(contentsOf: inner.child(0x6C73_7400).nodes(list))
    }
}

/// A list of controls for settings or data entry, as in SwiftUI: on iPhone an
/// inset grouped ``List`` (sections, uppercased headers read as headings).
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the views the builder makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
