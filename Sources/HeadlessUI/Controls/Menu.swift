/// A button that shows a menu of actions, as in SwiftUI: one button labelled
/// by its label. Its items are not in the tree: VoiceOver meets them only
/// after activation opens the menu, which a headless render does not show.
/// With a `primaryAction`, activation runs it (a long press opens the menu).
///
/// ```swift
/// Menu("Sort") { Button("Name") {}; Button("Date") {} }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    let site: CodeLocation.Site

    /// A menu with a label view.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose activation runs `primaryAction`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let action = primaryAction ?? {}
        Button(site: site, action: action) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            content: content, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A menu titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            content: content, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }
}

extension View {
    /// The style of menus in this view (drawing only).
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

/// How a menu is drawn (drawing only).
public protocol MenuStyle {}

/// The platform's choice.
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}

/// A button-like menu.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's choice.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
