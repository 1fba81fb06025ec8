import AccessibilityModel

/// What an audit accepts without failing: the suppressions of each catalog
/// entry (a rule, optionally at elements with one label, and the reason) and
/// the findings of an earlier run (`--baseline`).
///
/// A suppressed or baseline finding stays in the report, marked, and does not
/// fail the run (``Finding/fails(at:)``).
struct FindingSuppressions {
    /// Each component's suppressions, by component name (only components that have some).
    private let suppressions: [String: [Suppression]]
    private let baseline: [BaselineKey]

    init(descriptors: [String: ComponentDescriptor], baseline: [BaselineKey]) {
        suppressions = descriptors.compactMapValues { $0.suppressions.isEmpty ? nil : $0.suppressions }
        self.baseline = baseline
    }

    /// Sets each finding's ``Finding/suppression`` to the reason of its
    /// component's first suppression of its rule (at its element's label, or
    /// at any element), and marks the findings in the baseline.
    func apply(to findings: inout [Finding]) {
        if !suppressions.isEmpty {
            for index in findings.indices {
                guard let entries = suppressions[findings[index].component] else { continue }
                let rule = findings[index].rule.rawValue, label = findings[index].element.label
                findings[index].suppression =
                    entries.first { $0.rule == rule && ($0.elementLabel == nil || $0.elementLabel == label) }?.reason
            }
        }
        if !baseline.isEmpty { findings = findings.markingBaseline(baseline) }
    }
}
