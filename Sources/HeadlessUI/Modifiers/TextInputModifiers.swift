/// The keyboard a text field below asks for.
struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue: UIKeyboardType = .default
}

/// The content type of the text fields below.
struct TextContentTypeKey: EnvironmentKey {
    static let defaultValue: UITextContentType? = nil
}

extension EnvironmentValues {
    /// The keyboard text fields ask for (``View/keyboardType(_:)``).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The content type of text fields (``View/textContentType(_:)``).
    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}

extension View {
    /// The keyboard the text fields in this view ask for, as in SwiftUI.
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// What the text fields in this view hold, for AutoFill, as in SwiftUI.
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View {
        environment(\.textContentType, textContentType)
    }
}
