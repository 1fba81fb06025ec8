import AccessibilityModel

extension ComponentDescriptor {
    /// The suppression its authors declared for an outcome of `rule` on the
    /// element labelled `label`, or `nil`: the one test of suppression that
    /// the audit's findings and a scenario's `expect no findings` both make.
    ///
    /// ```swift
    /// descriptor.suppression(of: .contrastText, on: "Sale")?.reason
    /// ```
    public func suppression(of rule: RuleID, on label: String?) -> Suppression? {
        suppressions.first { $0.rule == rule.rawValue && ($0.elementLabel == nil || $0.elementLabel == label) }
    }
}
