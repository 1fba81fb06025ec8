import AccessibilityAudit
import AccessibilityModel

/// The audit of the current screen, as `expect no findings` and
/// `expect finding <rule>` see it: the audit's own engine
/// (`Auditor.violations(onScreen:…)`) with the run's rule selection (the
/// checks chosen and skipped, custom rules, severities):
///
/// - every selected rule on the tree VoiceOver has now (after the steps so
///   far), with the session's current settings;
/// - every selected contract driven on fresh subjects brought to the current
///   state by replaying the session's renders and actions, so a rating at
///   its upper bound is checked at its upper bound. The component's declared
///   contract is left out: it describes the initial arguments, which the
///   steps may have changed.
///
/// Only violations count (not `incomplete` outcomes, such as contrast over a
/// gradient, which the audit cannot decide). A violation the component's
/// authors suppressed in the catalog is still a finding for
/// `expect finding`, but does not break `expect no findings`, just as it does
/// not fail an audit.
struct ScreenAudit {
    /// One violation on the current screen.
    struct Violation: Hashable {
        var rule: String
        var label: String?
        var message: String
        var isSuppressed: Bool

        /// `label-missing on "Stars": message`.
        var description: String {
            let on = label.map { " on " + ScenarioFailure.quoted($0) } ?? ""
            return rule + on + (message.isEmpty ? "" : ": " + message) + (isSuppressed ? " (suppressed)" : "")
        }
    }

    var violations: [Violation]

    /// Audits the screen `tree` of `component` rendered with `settings`.
    /// - Parameter current: makes a fresh subject in the current state.
    /// - Parameter rules: the run's selection.
    init(
        tree: AccessibilityTree, settings: AccessibilitySettings, component: ComponentDescriptor, style: String,
        rules: RuleSelection, current: @escaping () -> any AccessibilitySubject
    ) {
        let found = Auditor.violations(
            onScreen: tree, settings: settings, component: component, style: style, state: "scenario", rules: rules,
            current: current)
        var seen = Set<Violation>()
        var violations: [Violation] = []
        for screen in found {
            let outcome = screen.outcome
            let violation = Violation(
                rule: outcome.rule.rawValue, label: outcome.label, message: outcome.message, isSuppressed: screen.suppression != nil)
            if seen.insert(violation).inserted { violations.append(violation) }
        }
        self.violations = violations
    }

    /// The violations that count against `expect no findings`.
    var unsuppressed: [Violation] { violations.filter { !$0.isSuppressed } }
}
