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

    /// A field titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.text, text: text, prompt: nil, axis: .horizontal)
    }

    /// A field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, prompt: nil, axis: .horizontal)
    }

    /// A field with a title (its label) and a prompt (its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: titleKey.text, text: text, prompt: prompt?.content, axis: .horizontal)
    }

    /// A field with a title and a prompt, from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: String(title), text: text, prompt: prompt?.content, axis: .horizontal)
    }

    /// A field that grows along `axis`: `.vertical` makes it a multi-line text area.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.text, text: text, prompt: nil, axis: axis)
    }

    /// A field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: titleKey.text, text: text, prompt: prompt?.content, axis: axis)
    }

    /// A field from a string title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, prompt: nil, axis: axis)
    }

    init(title: String, text: Binding<String>, prompt: String?, axis: Axis) {
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
        nodes.append(_ViewNode(.wide(height: height), inputs: inputs, role: .textField(info)))
    }
}
