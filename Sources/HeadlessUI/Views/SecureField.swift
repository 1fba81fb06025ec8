/// A control that edits a password, as in SwiftUI: a secure text-entry
/// element whose value is one `•` per character, never the characters
/// (decision 23).
///
/// ```swift
/// SecureField("Password", text: $password)
///     .textContentType(.password)
/// ```
public struct SecureField: View {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    let prompt: String?
    let site: CodeLocation.Site

    /// A secure field titled with a localized key (the title is the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(title: titleKey.text, text: text, prompt: nil, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(title: String(title), text: text, prompt: nil, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A secure field with a title (its label) and a prompt (its placeholder).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(title: titleKey.text, text: text, prompt: prompt?.content, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A secure field with a title and a prompt, from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, prompt: Text?, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(title: String(title), text: text, prompt: prompt?.content, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    init(title: String, text: Binding<String>, prompt: String?, site: CodeLocation.Site = .unknown) {
        self.site = site
        self.title = title
        self.text = text
        self.prompt = prompt
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let info = TextFieldInfo(
            title: view.title, prompt: view.prompt, text: view.text, kind: .secure,
            storage: inputs.host.state, environment: inputs.environment)
        let node = _ViewNode(.wide(height: LayoutConstants.textFieldHeight), inputs: inputs, role: .textField(info))
        node.site = view.site
        nodes.append(node)
    }
}
