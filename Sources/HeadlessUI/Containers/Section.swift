/// A group of rows with an optional header and footer, as in SwiftUI.
///
/// In a ``List`` or ``Form`` the header is read as a heading (the header
/// trait), uppercased in the grouped styles on iOS 17 and 18 because it is
/// displayed uppercased there (as written on iOS 26, the `ios` setting), then
/// the rows, then the footer as plain text (reference §4, SwiftUI List on
/// iOS 18.5: `ACCOUNTS. Heading.`, on 26.2 `Accounts. Heading.`; real
/// VoiceOver interleaves header, rows and footer in reading order). Outside a
/// list, a section is its header, content and footer one after another.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    /// A section with header and footer builders (iOS 15).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inner = inputs
        let list = inputs.environment.listContext
        inner.environment.listContext = nil
        guard let list else {
            nodes.append(
                inner.single(
                    VStack(alignment: .leading) {
                        view.header; view.content; view.footer
                    }))
            return
        }
        let header: AnyView? = Parent.self == EmptyView.self ? nil : AnyView(view.header)
        let footer: AnyView? = Footer.self == EmptyView.self ? nil : AnyView(view.footer)
        let node = ListSectionBuilder.make(header: header, rows: inner.child(1).nodes(view.content), footer: footer, inputs: inner)
        list.sections.insert(ObjectIdentifier(node))
        nodes.append(node)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    /// A section with a header builder (iOS 15).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }

    /// A section with a footer builder (iOS 15).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(header: Text(titleKey, filePath: filePath, line: line, column: column), footer: EmptyView(), content: content)
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(header: Text(title, filePath: filePath, line: line, column: column), footer: EmptyView(), content: content)
    }
}

/// Lays out one section of a list: header, rows on the style's row
/// background, footer (iOS's metrics: rows at least 44 points tall with 16
/// points of leading inset; headers and footers in the footnote style and the
/// secondary label colour).
enum ListSectionBuilder {
    static func make(header: AnyView?, rows: [_ViewNode], footer: AnyView?, inputs: _ViewInputs) -> _ViewNode {
        let look = inputs.environment.listLook
        let margin: CGFloat = look.isInset ? 16 : 0
        let rowColor = look.isGrouped ? Color(.secondarySystemGroupedBackground) : Color(.systemBackground)
        var parts: [_ViewNode] = []
        if let header {
            let styled =
                header
                .font(.footnote)
                .foregroundStyle(.secondary)
                .textCase(look.isGrouped && inputs.environment.iosVersion < .iOS26 ? .uppercase : nil)
                .accessibilityAddTraits(.isHeader)
                .padding(EdgeInsets(top: 16, leading: 16 + margin, bottom: 6, trailing: 16 + margin))
            parts.append(contentsOf: inputs.child(2).nodes(styled))
        }
        var wrapped: [_ViewNode] = []
        for (index, row) in rows.enumerated() {
            wrapped.append(contentsOf: inputs.child(0x726F_7700 &+ UInt64(index)).nodes(ListRow(row: row, color: rowColor)))
        }
        parts.append(
            contentsOf: inputs.child(3).nodes(
                VStack(alignment: .leading, spacing: 0) { _NodesView(nodes: wrapped) }.padding(.horizontal, margin)))
        if let footer {
            let styled =
                footer
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(EdgeInsets(top: 6, leading: 16 + margin, bottom: 8, trailing: 16 + margin))
            parts.append(contentsOf: inputs.child(4).nodes(styled))
        }
        return inputs.single(VStack(alignment: .leading, spacing: 0) { _NodesView(nodes: parts) })
    }
}

/// One row of a list: padded, at least 44 points tall, across the list's width,
/// on the row background, in a node of element type `cell` (XCUITest's cell;
/// VoiceOver walks through it). A row that is a button (a `Button`, a
/// `NavigationLink`) is tappable across the whole row, as a table cell is, so
/// its element takes the row's frame.
struct ListRow: View {
    let row: _ViewNode
    let color: Color

    var body: some View {
        content.accessibilityChange(.elementType(.cell, identifier: nil, onContainer: false))
    }

    /// Whether the row is a button: its own node, or the one node its modifiers wrap (a menu `Picker`'s button
    /// under its label and value), as iOS selects a cell wherever it is touched.
    static func isButton(_ row: _ViewNode) -> Bool {
        var node = row
        while true {
            if case .button = node.role { return true }
            // Through modifiers only: a stack's one child may be the first of several (a disclosure group's header,
            // once expanded), and the row would stop being the button's.
            guard node.role == nil, case .passthrough = node.kind, node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }

    @ViewBuilder private var content: some View {
        let padded = _NodesView(nodes: [row])
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(color)
        if Self.isButton(row) {
            // The row's element is the button's: located where the button was made; the button answers across the row.
            padded.accessibilityChange(.children(AccessibilityChildBehavior.combine.mode), site: row.site)
                .modifier(_HitTestingModifier(hitTesting: .listRow))
        } else {
            padded
        }
    }
}
