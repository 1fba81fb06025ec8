/// A named way to style an entry's content, e.g.
/// `CatalogStyle("star") { AnyView($0.ratingStyle(.star)) }`.
public struct CatalogStyle: Sendable {
    /// The style's name, as scenarios and reports write it.
    public var name: String
    /// Applies the style to the content.
    public var apply: @Sendable (AnyView) -> AnyView

    /// A style from a name and how it is applied.
    public init(_ name: String, apply: @escaping @Sendable (AnyView) -> AnyView) {
        self.name = name
        self.apply = apply
    }

    /// The content as it is.
    public static let unstyled = CatalogStyle("default") { $0 }
}
