/// A title with an icon, as in SwiftUI. Drawn by the ``LabelStyle`` in the
/// environment; to accessibility it is one element labelled by its title
/// only (the icon is dropped).
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let site: CodeLocation.Site

    /// A label from a title view and an icon view.
    public init(
        @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.title = title()
        self.icon = icon()
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let style = inputs.environment.storage.labelStyle ?? AnyLabelStyle(TitleAndIconLabelStyle())
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(view.title)), icon: .init(content: AnyView(view.icon)))
        let body = inputs.host.evaluate(in: inputs.environment) { style.makeBody(configuration) }
        var content = inputs.single(body)
        if !content.containsSlot(.labelTitle) {
            // The style left the title out (icon only): it still names the element.
            let title = inputs.child(0x7469_746C).single(view.title)
            let absent = _ViewNode(.absent, children: [title], inputs: inputs)
            absent.slot = .labelTitle
            content = _ViewNode(.stack(.horizontal, alignment: .center, spacing: 0), children: [content, absent], inputs: inputs)
        }
        let node = _ViewNode(.passthrough, children: [content], inputs: inputs, role: .label)
        node.site = view.site
        nodes.append(node)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage name: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.title = Text(titleKey, filePath: filePath, line: line, column: column)
        self.icon = Image(systemName: name, filePath: filePath, line: line, column: column)
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    /// A label with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
    {
        self.title = Text(title, filePath: filePath, line: line, column: column)
        self.icon = Image(systemName: name, filePath: filePath, line: line, column: column)
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    /// A label with a localized title and an image asset.
    public init(_ titleKey: LocalizedStringKey, image name: String, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.title = Text(titleKey, filePath: filePath, line: line, column: column)
        self.icon = Image(name, filePath: filePath, line: line, column: column)
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }
}

extension _ViewNode {
    /// Whether this node or a descendant renders the given slot.
    func containsSlot(_ wanted: Slot) -> Bool {
        if slot == wanted { return true }
        for child in children where child.containsSlot(wanted) { return true }
        return false
    }
}
