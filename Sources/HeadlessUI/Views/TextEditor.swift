/// A control that edits long text, as in SwiftUI: a multi-line text-entry
/// element with no label of its own (give it `.accessibilityLabel`), whose
/// value is its text (decision 23).
///
/// ```swift
/// TextEditor(text: $notes).accessibilityLabel("Notes")
/// ```
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>
    let site: CodeLocation.Site

    /// An editor of `text`.
    public init(text: Binding<String>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.text = text
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let info = TextFieldInfo(
            title: "", prompt: nil, text: view.text, kind: .area,
            storage: inputs.host.state, environment: inputs.environment)
        let node = _ViewNode(.wide(height: LayoutConstants.textEditorHeight), inputs: inputs, role: .textField(info))
        node.site = view.site
        nodes.append(node)
    }
}
