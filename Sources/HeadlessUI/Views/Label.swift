/// A title with an icon, as in SwiftUI. Drawn by the ``LabelStyle`` in the
/// environment; to accessibility it is one element labelled by its title
/// only (the icon is dropped).
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
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
        nodes.append(_ViewNode(.passthrough, children: [content], inputs: inputs, role: .label))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: name)
    }

    /// A label with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// A label with a localized title and an image asset.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.title = Text(titleKey)
        self.icon = Image(name)
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
