/// An on/off control, as in SwiftUI. Drawn by the ``ToggleStyle`` in the
/// environment; to accessibility it is one element with the `button` and
/// `toggle` traits, value `"1"`/`"0"`, labelled by its label, that flips on
/// activation (decision 3) — whatever the style draws.
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let site: CodeLocation.Site

    /// A toggle with a label built from views.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.isOn = isOn
        self.label = label()
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let style = inputs.environment.storage.toggleStyle ?? AnyToggleStyle(SwitchToggleStyle())
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(view.label)), isOn: view.isOn)
        let body = inputs.host.evaluate(in: inputs.environment) { style.makeBody(configuration) }
        var content = inputs.single(body)
        if !content.containsSlot(.controlLabel) {
            let label = inputs.child(0x6C61_6265).single(view.label)
            let absent = _ViewNode(.absent, children: [label], inputs: inputs)
            absent.slot = .controlLabel
            content = _ViewNode(.stack(.horizontal, alignment: .center, spacing: 0), children: [content, absent], inputs: inputs)
        }
        let node = _ViewNode(.passthrough, children: [content], inputs: inputs, role: .toggle(ToggleInfo(isOn: view.isOn)))
        node.site = view.site
        nodes.append(node)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            isOn: isOn, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }

    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(isOn: isOn, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }
}

extension Toggle where Label == HeadlessUI.Label<Text, Image> {
    /// A toggle with a title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            isOn: isOn, label: { HeadlessUI.Label(titleKey, systemImage: systemImage, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }
}

/// Marks the content of a control's label slot.
struct ControlLabel: View {
    typealias Body = Never
    let content: AnyView
    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = inputs.single(view.content)
        let marked = _ViewNode(inputs.environment.storage.labelsHidden ? .absent : .passthrough, children: [node], inputs: inputs)
        marked.slot = .controlLabel
        nodes.append(marked)
    }
}
