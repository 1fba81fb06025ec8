/// A label that shows or hides its content, as in SwiftUI.
///
/// The label row is one button whose value says the state, `Collapsed` or
/// `Expanded` (`Details: Collapsed. Button.`); activating it toggles the state
/// and the content joins the tree only when expanded. No source we have says
/// how iOS words the state (reference §4 is silent), so this choice follows
/// the words VoiceOver uses for UIKit's expandable cells; docs/porting.md
/// records it.
///
/// ```swift
/// DisclosureGroup("Details") { Text("Shipped in 2 days") }
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { Toggle("Debug", isOn: $debug) }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var ownExpanded = false
    let external: Binding<Bool>?
    let label: Label
    let content: Content
    let site: CodeLocation.Site

    /// A disclosure group that keeps its own state, collapsed at first.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.external = nil
        self.content = content()
        self.label = label()
    }

    /// A disclosure group whose state is bound.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.external = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let isExpanded = external ?? $ownExpanded
        VStack(alignment: .leading, spacing: 8) {
            Button(site: site) {
                isExpanded.wrappedValue.toggle()
            } label: {
                HStack {
                    label.foregroundStyle(.primary)
                    Spacer()
                    Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
                        .imageScale(.small)
                        .accessibilityHidden(true)
                }
            }
            .accessibilityValue(isExpanded.wrappedValue ? "Expanded" : "Collapsed")
            if isExpanded.wrappedValue {
                content.padding(.leading, 16)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            content: content, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A disclosure group titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            content: content, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }

    /// A bound disclosure group titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            isExpanded: isExpanded, content: content, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
    }

    /// A bound disclosure group titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            isExpanded: isExpanded, content: content, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
    }
}
