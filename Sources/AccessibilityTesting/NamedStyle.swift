import HeadlessUI
import Testing

/// One way to style a view under test, with a name: what a catalog calls a
/// style, for a view that is not in a catalog.
///
/// Its name is what findings, failure messages and parameterized test cases
/// show, so a style reads well as a test argument:
///
/// ```swift
/// let styles: StyleCollection = [
///     NamedStyle("plain") { $0.buttonStyle(PlainButtonStyle()) },
///     NamedStyle("bordered") { $0.buttonStyle(BorderedButtonStyle()) },
/// ]
///
/// @Test(arguments: styles)
/// func `delete button is accessible`(style: NamedStyle) {
///     expectAccessible(DeleteButton(), .styles([style]))
/// }
/// ```
public struct NamedStyle: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The style's name, as reports and test cases show it.
    public var name: String
    /// Applies the style to the (type-erased) view under test.
    public var apply: @Sendable (AnyView) -> AnyView

    /// A style from its name and a closure that styles the view.
    /// - Parameters:
    ///   - name: the name findings and test cases show.
    ///   - body: returns the view styled, e.g. `{ $0.buttonStyle(BorderedButtonStyle()) }`.
    public init<Styled: View>(_ name: String, _ body: @escaping @Sendable (AnyView) -> Styled) {
        self.name = name
        let erased: @Sendable (AnyView) -> any View = body
        self.apply = { AnyView(erasing: erased($0)) }
    }

    /// A catalog style under its own name.
    public init(_ style: CatalogStyle) {
        self.name = style.name
        self.apply = style.apply
    }

    /// The view as it is, named `default`.
    public static let unstyled = NamedStyle("default") { $0 }

    /// The same style as a HeadlessUI `CatalogStyle`.
    public var catalogStyle: CatalogStyle { CatalogStyle(name, apply: apply) }

    public var description: String { name }

    /// The name, so a parameterized test case reads `(style: bordered)`.
    public var testDescription: String { name }
}
