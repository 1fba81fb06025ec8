import Foundation

/// A control that opens a URL, as in SwiftUI: one element with the link
/// trait (not the button trait), labelled by its content, drawn in the tint
/// colour (reference §2: `Link.`; WebKit and UIKit links carry only `link`).
/// Activation opens the URL through the environment's `openURL`.
///
/// ```swift
/// Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    let site: CodeLocation.Site
    @Environment(\.openURL) private var openURL

    /// A link with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, destination = destination
        Button(site: site) {
            open(destination)
        } label: {
            label
        }
        .accessibilityRemoveTraits(.isButton)
        .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            destination: destination, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(
            destination: destination, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }
}

/// Opens URLs (SwiftUI's `OpenURLAction`); the default records nothing and
/// opens nothing in a headless render.
public struct OpenURLAction {
    let handler: (URL) -> Void

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = { _ = handler($0) }
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { handler(url) }

    /// What handling a URL did.
    public enum Result: Sendable {
        case handled, discarded, systemAction
    }
}

extension EnvironmentValues {
    private struct OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
    }

    /// How links open URLs.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
