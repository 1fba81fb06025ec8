/// A control that edits a line of text, as in SwiftUI: one text-entry element
/// (decision 23). Without a prompt its title is the placeholder: shown, and
/// spoken as the value, while the field is empty, and gone once text is
/// typed; with a prompt, the title is the label and the prompt the placeholder.
///
/// ```swift
/// TextField("Email", text: $email, prompt: Text("name@example.com"))
///     .textContentType(.emailAddress)
///     .keyboardType(.emailAddress)
/// ```
public struct TextField: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: String?
    let axis: Axis
    let site: CodeLocation.Site

    /// A field titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            title: titleKey.text, text: text, prompt: nil, axis: .horizontal, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            title: String(title), text: text, prompt: nil, axis: .horizontal, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field with a title (its label) and a prompt (its placeholder).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            title: titleKey.text, text: text, prompt: prompt?.content, axis: .horizontal,
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field with a title and a prompt, from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, prompt: Text?, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            title: String(title), text: text, prompt: prompt?.content, axis: .horizontal,
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field that grows along `axis`: `.vertical` makes it a multi-line text area.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(title: titleKey.text, text: text, prompt: nil, axis: axis, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field with a prompt that grows along `axis`.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            title: titleKey.text, text: text, prompt: prompt?.content, axis: axis,
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A field from a string title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, axis: Axis, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(title: String(title), text: text, prompt: nil, axis: axis, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    init(title: String, text: Binding<String>, prompt: String?, axis: Axis, site: CodeLocation.Site = .unknown) {
        self.site = site
        self.title = title
        self.text = text
        self.prompt = prompt
        self.axis = axis
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let kind: TextFieldInfo.Kind = view.axis == .vertical ? .area : .line
        let info = TextFieldInfo(
            title: view.title, prompt: view.prompt, text: view.text, kind: kind,
            storage: inputs.host.state, environment: inputs.environment)
        let height = kind == .area ? LayoutConstants.textEditorHeight : LayoutConstants.textFieldHeight
        let node = _ViewNode(.wide(height: height), inputs: inputs, role: .textField(info))
        node.site = view.site
        nodes.append(node)
    }
}
