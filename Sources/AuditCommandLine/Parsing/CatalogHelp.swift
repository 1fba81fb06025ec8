/// What `--catalog` says in help: the catalogs of the running program (the
/// built-in ones, or those a program passed to
/// ``AuditCommand/main(arguments:catalogs:defaultCatalog:rules:)``), the
/// default first, never a fixed list.
struct CatalogHelp {
    /// The catalog names, the default first, the others sorted.
    var names: [String]
    /// The catalog used without `--catalog`, when there is one.
    var defaultName: String?

    init(_ context: CommandContext) {
        let sorted = context.catalogs.keys.sorted()
        let defaultName = context.defaultCatalog.flatMap { sorted.contains($0) ? $0 : nil } ?? sorted.first
        self.defaultName = defaultName
        names = (defaultName.map { [$0] } ?? []) + sorted.filter { $0 != defaultName }
    }

    /// `option` with this program's catalogs in its help when it is `--catalog`; any other option as it is.
    func describing(_ option: OptionDefinition) -> OptionDefinition {
        guard option.name == SharedOptions.catalog.definition.name else { return option }
        var described = option
        described.help = names.isEmpty ? "Which catalog (this program offers none)." : "Which catalog: \(Self.list(names))."
        described.defaultValue = defaultName
        return described
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
