import AccessibilityAudit
import AccessibilityModel

/// The audit of the current screen, as `expect no findings` and
/// `expect finding <rule>` see it:
///
/// - every static rule (``CheckRegistry/rules``) on the tree VoiceOver has now
///   (after the steps so far), with the session's current settings;
/// - every contract (``CheckRegistry/contracts``) driven on fresh subjects
///   brought to the current state by replaying the session's renders and
///   actions, so a rating at its upper bound is checked at its upper bound.
///   The component's declared contract is left out: it describes the initial
///   arguments, which the steps may have changed.
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
    init(
        tree: AccessibilityTree, settings: AccessibilitySettings, component: ComponentDescriptor, style: String,
        current: @escaping () -> any AccessibilitySubject
    ) {
        let context = RuleContext(
            tree: tree, settings: settings,
            component: ComponentContext(component: component.name, style: style, state: "scenario"))
        var outcomes = CheckRegistry.outcomes(of: context).flatMap { $0 }
        let contractContext = ContractContext(subject: current, settings: settings, declared: nil)
        outcomes += CheckRegistry.contracts.flatMap { $0.verify(contractContext) }
        var seen = Set<Violation>()
        var violations: [Violation] = []
        for outcome in outcomes where outcome.outcome == .violation {
            let suppressed = component.suppressions.contains { suppression in
                suppression.rule == outcome.rule.rawValue && (suppression.elementLabel == nil || suppression.elementLabel == outcome.label)
            }
            let violation = Violation(rule: outcome.rule.rawValue, label: outcome.label, message: outcome.message, isSuppressed: suppressed)
            if seen.insert(violation).inserted { violations.append(violation) }
        }
        self.violations = violations
    }

    /// The violations that count against `expect no findings`.
    var unsuppressed: [Violation] { violations.filter { !$0.isSuppressed } }
}
