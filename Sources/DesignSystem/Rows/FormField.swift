import HeadlessUI

/// A labelled value in a form: the title and the value it holds, read as one
/// element labelled by the title and valued by the value (`Email:
/// ana@example.com.`), as a settings row reads. The value is shown as text;
/// an editable field comes with `TextField`.
///
/// ```swift
/// FormField("Email", value: "ana@example.com")
/// ```
public struct FormField: View {
    let title: String
    let value: String
    @Environment(\.formFieldLayout) private var layout
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A form field showing `value`.
    public init(_ title: String, value: String) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        Group {
            if layout == .stacked || dynamicTypeSize.isAccessibilityCategory {
                VStack(alignment: .leading, spacing: Metrics.small) {
                    titleText; valueText
                }
            } else {
                HStack {
                    titleText; Spacer(minLength: Metrics.medium); valueText
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 11)
        .frame(maxWidth: .infinity, minHeight: Metrics.minimumTarget, alignment: .leading)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue(value)
    }

    private var titleText: some View {
        Text(title).foregroundStyle(Palette.text.color)
    }

    private var valueText: some View {
        Text(value).foregroundStyle(Palette.secondaryText.color)
    }
}

/// Where a form field puts its value: after the title, or below it.
public enum FormFieldLayout: Hashable, Sendable {
    /// The value trailing the title (below it at the accessibility sizes).
    case inline
    /// The value below the title.
    case stacked
}

extension EnvironmentValues {
    private struct FormFieldLayoutKey: EnvironmentKey {
        static var defaultValue: FormFieldLayout { .inline }
    }

    /// The layout of form fields in this subtree.
    public var formFieldLayout: FormFieldLayout {
        get { self[FormFieldLayoutKey.self] }
        set { self[FormFieldLayoutKey.self] = newValue }
    }
}

extension View {
    /// The layout of form fields in this view.
    public func formFieldLayout(_ layout: FormFieldLayout) -> some View {
        environment(\.formFieldLayout, layout)
    }
}
