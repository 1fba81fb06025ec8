import AccessibilityAudit
import Testing

extension AuditOptions {
    /// The options with the configuration in effect filling what they leave out.
    struct Resolved {
        var name: String?
        var styles: StyleCollection
        var matrix: MatrixKind
        var settings: SettingsOverride
        var failOn: Severity?
        var rules: TestRules
    }

    /// What the audit at `sourceLocation` uses: these options over `configuration`.
    func resolved(
        at sourceLocation: SourceLocation, in configuration: AccessibilityTestConfiguration = .current
    ) -> Resolved {
        Resolved(
            name: name, styles: styles ?? .unstyled, matrix: matrix ?? configuration.matrix,
            settings: settings ?? configuration.settings, failOn: failOn ?? configuration.failOn,
            rules: TestRules(
                custom: configuration.rules + rules, only: configuration.onlyRules.union(only),
                skipping: configuration.skippedRules.union(skipping), at: sourceLocation,
                readsFile: readsConfigurationFile ?? configuration.readsConfigurationFile))
    }

    /// Where options are given: a helper auditing a view, one auditing a catalog entry, or the trait.
    enum Use {
        case view, catalogEntry, trait
    }

    /// Why these options cannot be used there, if they cannot: a catalog entry has its own
    /// name and styles, a trait audits no one view, and a helper neither records snapshots
    /// nor audits after the test.
    func problem(in use: Use) -> AuditError? {
        let naming = [name.map { _ in ".named" }, styles.map { _ in ".styles" }].compactMap(\.self)
        let scoping = [record.map { _ in ".record" }, auditsAfterEachTest.map { _ in ".auditAfterEachTest" }]
            .compactMap(\.self)
        let (given, reason): ([String], String) =
            switch use {
            case .view where !scoping.isEmpty:
                (scoping, "only a suite or test trait (`.accessibilityAudit(…)`) records snapshots and audits after the test")
            case .catalogEntry where !naming.isEmpty:
                (naming, "a catalog entry is audited under its own name, in its own styles")
            case .catalogEntry where !scoping.isEmpty:
                (scoping, "only a suite or test trait (`.accessibilityAudit(…)`) records snapshots and audits after the test")
            case .trait where !naming.isEmpty:
                (naming, "a trait configures every view of its tests; name and style one view in `expectAccessible(…)`")
            default: ([], "")
            }
        guard !given.isEmpty else { return nil }
        let verb = given.count == 1 ? "does" : "do"
        return AuditError(message: "\(given.joined(separator: " and ")) \(verb) not apply here: \(reason)")
    }
}
