/// A box around related content with an optional label, as in SwiftUI: on
/// iOS a rounded secondary-background box with the label in bold above the
/// content. Neither the box nor the label is special to accessibility: the
/// label is text (no header trait) and the content's elements follow it.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with a label (the older argument order).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemGroupedBackground))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content)
    }
}

extension GroupBox where Label == Text {
    /// A group box titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(label: Text(titleKey, filePath: filePath, line: line, column: column), content: content)
    }

    /// A group box titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(label: Text(title, filePath: filePath, line: line, column: column), content: content)
    }
}

/// Related controls side by side, as in SwiftUI (on iOS, a row of buttons).
/// Each control stays its own element; the label (iOS 16) is shown only when
/// the group collapses into a menu, which a headless render does not do.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A control group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A control group with a label (used when it collapses into a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    public var body: some View {
        HStack { content }
    }
}
