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
                custom: rules, only: only, skipping: configuration.skippedRules.union(skipping), at: sourceLocation,
                readsFile: readsConfigurationFile ?? configuration.readsConfigurationFile))
    }

    /// Why these options cannot audit a catalog entry (which has its own name and styles), if they cannot.
    var catalogEntryProblem: AuditError? {
        let given = [name.map { _ in ".named" }, styles.map { _ in ".styles" }].compactMap(\.self)
        guard !given.isEmpty else { return nil }
        return AuditError(
            message:
                "\(given.joined(separator: " and ")) \(given.count == 1 ? "does" : "do") not apply to a catalog entry, which is audited under its own "
                + "name, in its own styles; leave \(given.count == 1 ? "it" : "them") out")
    }
}
