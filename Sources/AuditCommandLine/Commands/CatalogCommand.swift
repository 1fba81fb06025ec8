/// `a11y-audit catalog`: Lists the catalog's components. Arrives with issue 4; until then
/// it is listed in help and running it says so (exit 64).
struct CatalogCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "catalog",
        abstract: "List components, parameters, styles and states.",
        options: [.catalog],
        availability: .arrivesWith(issue: 4))
}
