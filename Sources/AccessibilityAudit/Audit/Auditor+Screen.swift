import AccessibilityModel

extension Auditor {
    /// One violation on a screen of a live component (``violations(onScreen:settings:component:style:state:rules:current:)``).
    package struct ScreenViolation: Hashable, Sendable {
        /// The violation, with the selection's severity.
        package var outcome: ElementOutcome
        /// Why the component's authors accept it, when they do (``ComponentDescriptor/suppression(of:on:)``).
        package var suppression: String?
    }

    /// The violations on one screen of a live component, as the audit would
    /// find them there: the selected rules (built-in and custom) on `tree`,
    /// the selected contracts driven on fresh subjects from `current`, the
    /// selection's severities, and the component's suppressions noted. The
    /// component's declared contract is left out (it describes the initial
    /// arguments, which the screen may no longer show). A scenario's
    /// `expect no findings` and `expect finding` ask this.
    /// - Parameters:
    ///   - tree: the screen as rendered with `settings`.
    ///   - current: makes a fresh subject showing the same screen.
    package static func violations(
        onScreen tree: AccessibilityTree, settings: AccessibilitySettings, component: ComponentDescriptor, style: String,
        state: String, rules: RuleSelection, current: @escaping () -> any AccessibilitySubject
    ) -> [ScreenViolation] {
        let context = RuleContext(
            tree: tree, settings: settings, component: ComponentContext(component: component.name, style: style, state: state))
        var outcomes = rules.engine.outcomes(of: context).flatMap { $0 }
        let ruleOutcomes = outcomes.count
        let contractContext = ContractContext(subject: current, settings: settings, declared: nil)
        for contract in rules.contracts {
            outcomes += contract.verify(contractContext)
        }
        rules.applySeverities(to: &outcomes, from: ruleOutcomes)
        return outcomes.filter { $0.outcome == .violation }.map { outcome in
            ScreenViolation(outcome: outcome, suppression: component.suppression(of: outcome.rule, on: outcome.label)?.reason)
        }
    }
}
