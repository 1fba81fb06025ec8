import Foundation

/// A button that opens the share sheet for an item, as in SwiftUI: a button
/// labelled `Share` with the share symbol unless given a title or label.
/// Activation presents the share sheet, which a headless render does not show.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)          // Share. Button.
/// ShareLink("Share recipe", item: recipeURL)                    // Share recipe. Button.
/// ```
public struct ShareLink<Label: View>: View {
    let label: Label
    let site: CodeLocation.Site

    /// A share link with a label view.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
    }

    public var body: some View {
        Button(site: site) {
        } label: {
            label
        }
    }
}

extension ShareLink where Label == HeadlessUI.Label<Text, Image> {
    /// A share link labelled `Share` with the share symbol.
    public init<Item>(
        item: Item, subject: Text? = nil, message: Text? = nil, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = HeadlessUI.Label("Share", systemImage: "square.and.arrow.up")
    }

    /// A share link titled by a localized key, with the share symbol.
    public init<Item>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = HeadlessUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }

    /// A share link titled by a string, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = HeadlessUI.Label(title, systemImage: "square.and.arrow.up")
    }
}
