import HeadlessUI

/// A labelled text field: the title is drawn above the field and is the
/// field's accessibility label, the prompt is its placeholder, so the field
/// keeps its name once text is typed (decision 23).
///
/// To assistive technology it is one text-entry element: label = the title,
/// value = the text, or the prompt while empty; the drawn title is hidden (it
/// is the label already). A secure variant never exposes its characters.
///
/// ```swift
/// DSTextField("Email", text: $email, prompt: "name@example.com")
///     .textContentType(.emailAddress)
/// ```
public struct DSTextField: View {
    private let title: String
    private let text: Binding<String>
    private let prompt: String
    private let isSecure: Bool

    /// A field titled `title` over `text`, showing `prompt` while empty; `isSecure` hides the characters.
    public init(_ title: String, text: Binding<String>, prompt: String, isSecure: Bool = false) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Metrics.small) {
            Text(title)
                .font(.subheadline)
                .foregroundStyle(Palette.secondaryText.color)
                .accessibilityHidden(true)
            field
                .padding(.horizontal, Metrics.medium)
                .frame(minHeight: Metrics.minimumTarget)
                .overlay(RoundedRectangle(cornerRadius: Metrics.controlRadius).stroke(Palette.outline.color, lineWidth: 1))
        }
    }

    @ViewBuilder private var field: some View {
        if isSecure {
            SecureField(title, text: text, prompt: Text(prompt))
        } else {
            TextField(title, text: text, prompt: Text(prompt))
        }
    }
}
