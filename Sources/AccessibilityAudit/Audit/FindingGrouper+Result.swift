import AccessibilityModel

extension FindingGrouper {
    /// The audit's result: the grouped findings (``findings(descriptors:)``)
    /// with the catalog's suppressions and the baseline applied
    /// (``FindingSuppressions``), and the summary that counts them
    /// (``AuditSummary/init(counting:passes:components:styles:cells:failOn:)``).
    /// The groups are moved out.
    mutating func result(catalog: String, configuration: AuditConfiguration, plan: AuditPlan) -> AuditResult {
        let descriptors = Dictionary(plan.selections.map { ($0.descriptor.name, $0.descriptor) }, uniquingKeysWith: { a, _ in a })
        let styles = plan.selections.reduce(0) { $0 + $1.styles.count }
        let cellCount = plan.selections.reduce(0) { $0 + $1.styles.count * $1.states.count } * cells.count
        var audited = result(
            catalog: catalog, configuration: configuration, components: plan.selections.count, styles: styles,
            cellCount: cellCount, descriptors: descriptors)
        audited.units = plan.selections.flatMap { selection in
            selection.styles.flatMap { style in
                selection.states.map { WorkUnit(component: selection.descriptor.name, style: style, state: $0.name) }
            }
        }
        return audited
    }

    /// The result of `components` components with `styles` component × style
    /// pairs and `cellCount` cells, their catalog entries in `descriptors` (by name).
    mutating func result(
        catalog: String, configuration: AuditConfiguration, components: Int, styles: Int, cellCount: Int,
        descriptors: [String: ComponentDescriptor]
    ) -> AuditResult {
        var grouped = findings(descriptors: descriptors)
        FindingSuppressions(descriptors: descriptors, baseline: configuration.baseline).apply(to: &grouped)
        let summary = AuditSummary(
            counting: grouped, passes: passes, components: components, styles: styles, cells: cellCount,
            failOn: FailThreshold(configuration.failOn))
        return AuditResult(
            catalog: catalog, matrix: configuration.matrix, overrides: configuration.overrides,
            failOn: configuration.failOn, summary: summary, findings: grouped, checks: rules.checks)
    }
}
