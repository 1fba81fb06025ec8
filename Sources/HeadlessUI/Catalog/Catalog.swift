/// A named list of component entries, like a set of previews: what the
/// audit, the scenario runner and the CLI see as `ComponentDescriptor`s.
///
/// ```swift
/// let catalog = Catalog("design-system", entries: [
///     CatalogEntry("Rating", parameters: [ParameterDescriptor("value", .number, default: .number(3), bound: true)],
///                  styles: [CatalogStyle("star") { AnyView($0.ratingStyle(.star)) }]) { context in
///         AnyView(Rating(title: "Stars", value: context.binding("value")))
///     },
/// ])
/// ```
public struct Catalog: Sendable {
    /// The catalog's name ("design-system", "articles").
    public var name: String
    /// The entries, in order.
    public var entries: [CatalogEntry]

    /// A catalog of entries.
    public init(_ name: String, entries: [CatalogEntry]) {
        self.name = name
        self.entries = entries
    }

    /// One model descriptor per entry, in order.
    public var descriptors: [ComponentDescriptor] { entries.map(\.descriptor) }

    /// The entry with this name.
    public func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }
}
