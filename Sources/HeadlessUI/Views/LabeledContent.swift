/// A label beside a value, as in SwiftUI: `LabeledContent("Version", value: "1.0")`.
///
/// Drawn as iOS draws it in a `Form` or `List` row: the label leading, the
/// content trailing in the secondary colour. To accessibility, the label and
/// the content keep their own elements, label first (`Version`, then `1.0`).
/// No source found says what VoiceOver speaks for a LabeledContent on iOS
/// (one element `Version, 1.0` would be the other model), so this is
/// approximated (docs/porting.md); add `.accessibilityElement(children:
/// .combine)` for one element.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Content with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(content: content) { Text(titleKey, filePath: filePath, line: line, column: column) }
    }

    /// Content labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(content: content) { Text(title, filePath: filePath, line: line, column: column) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value labelled by a localized key; the value is shown as given.
    public init<S: StringProtocol>(
        _ titleKey: LocalizedStringKey, value: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            titleKey, content: { Text(verbatim: String(value), filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A string value labelled by a string; the value is shown as given.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(
        _ title: S1, value: S2, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            title, content: { Text(verbatim: String(value), filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A value formatted with a format style (in the environment's locale), labelled by a localized key.
    public init<F: FormatStyle>(
        _ titleKey: LocalizedStringKey, value: F.FormatInput, format: F, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(
            titleKey, content: { Text(value, format: format, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A value formatted with a format style (in the environment's locale), labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(
        _ title: S, value: F.FormatInput, format: F, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(
            title, content: { Text(value, format: format, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }
}
