import AccessibilityModel

/// What an audit accepts without failing: the suppressions of each catalog
/// entry (a rule, optionally at elements with one label, and the reason) and
/// the findings of an earlier run (`--baseline`).
///
/// A suppressed or baseline finding stays in the report, marked, and does not
/// fail the run (``Finding/fails(at:)``).
struct FindingSuppressions {
    /// The descriptor of each component that has suppressions, by component name.
    private let suppressing: [String: ComponentDescriptor]
    private let baseline: [BaselineKey]

    init(descriptors: [String: ComponentDescriptor], baseline: [BaselineKey]) {
        suppressing = descriptors.filter { !$0.value.suppressions.isEmpty }
        self.baseline = baseline
    }

    /// Sets each finding's ``Finding/suppression`` to the reason of its
    /// component's first suppression of its rule (at its element's label, or
    /// at any element), and marks the findings in the baseline.
    func apply(to findings: inout [Finding]) {
        if !suppressing.isEmpty {
            for index in findings.indices {
                guard let descriptor = suppressing[findings[index].component] else { continue }
                findings[index].suppression =
                    descriptor.suppression(of: findings[index].rule, on: findings[index].element.label)?.reason
            }
        }
        if !baseline.isEmpty { findings = findings.markingBaseline(baseline) }
    }
}
