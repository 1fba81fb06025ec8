extension Text {
    /// A transformation of the case of displayed text (SwiftUI's `Text.Case`).
    /// VoiceOver reads the text as displayed, so an uppercased header is
    /// spoken uppercased (reference §4: `ACCOUNTS. Heading.`).
    public enum Case: Hashable, Sendable {
        /// ALL CAPITALS.
        case uppercase
        /// all small letters.
        case lowercase

        func apply(to text: String) -> String {
            switch self {
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            }
        }
    }
}

extension EnvironmentValues {
    private struct TextCaseKey: EnvironmentKey {
        static var defaultValue: Text.Case? { nil }
    }

    /// The case transformation of text in this subtree (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Transforms the case of the text in this view; `nil` shows it as written
    /// (`.textCase(nil)` keeps a list's section header from being uppercased).
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
