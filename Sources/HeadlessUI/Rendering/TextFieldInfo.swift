/// What a text field is to accessibility: its title, prompt, text and kind,
/// and the host storage that knows which field is being edited.
struct TextFieldInfo {
    enum Kind { case line, area, secure }
    var title: String
    var prompt: String?
    var text: Binding<String>
    var kind: Kind
    let storage: StateStorage
    /// The keyboard and content type set with `.keyboardType` / `.textContentType`.
    var keyboardType: UIKeyboardType
    var textContentType: UITextContentType?

    init(title: String, prompt: String?, text: Binding<String>, kind: Kind, storage: StateStorage, environment: EnvironmentValues) {
        self.title = title
        self.prompt = prompt
        self.text = text
        self.kind = kind
        self.storage = storage
        keyboardType = environment[KeyboardTypeKey.self]
        textContentType = environment[TextContentTypeKey.self]
    }

    /// The label: the title when a prompt is the placeholder; none otherwise
    /// (the title is then the placeholder, which goes once text is typed).
    var label: String? { prompt != nil && !title.isEmpty ? title : nil }

    /// What the field shows while it is empty.
    var placeholder: String? {
        let text = prompt ?? title
        return text.isEmpty ? nil : text
    }

    /// The value: the text (a secure field: one `•` per character), or the placeholder while empty.
    var value: String? {
        let current = text.wrappedValue
        if current.isEmpty { return placeholder }
        return kind == .secure ? String(repeating: "•", count: current.count) : current
    }
}
