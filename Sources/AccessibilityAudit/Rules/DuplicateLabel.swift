import AccessibilityModel

/// Flags two controls on one screen with the same label and value.
///
/// Two “Delete” buttons cannot be told apart by VoiceOver or Voice Control
/// users. WCAG 2.4.6. Fix: make each label say what it acts on.
public struct DuplicateLabel: Rule {
    public static let info = CheckDescription(
        id: .duplicateLabel, title: "Two controls with the same label", severity: .moderate, wcag: ["2.4.6"],
        explanation: "Two focus stops that a person operates have the same label and value, so they sound identical, yet each is a separate control with its own action. VoiceOver users cannot tell which one they are on, and Voice Control cannot pick one by name. Static text that repeats a control's label is not flagged.",
        fix: "make each label specific: .accessibilityLabel(\"Delete \\(item.name)\"), or merge the duplicates into one control")

    public init() {}

    public func check(_ context: RuleContext) -> [ElementOutcome] {
        // The first stop of each label and value, by index: a stop copied into
        // the table would count a reference in its node.
        var seen: [String: Int] = [:]
        var outcomes: [ElementOutcome] = []
        for index in context.stops.indices where context.facts[index].isInteractive {
            let stop = context.stops[index]
            guard let label = stop.node.trimmedLabel else { continue }
            let key = Words(label).normalized + "\u{1}" + (stop.node.trimmedValue ?? "")
            if let first = seen[key] {
                outcomes.append(violation(stop, "\"\(stop.spoken)\" at \(stop.path) sounds the same as the control at \(context.stops[first].path)"))
            } else {
                seen[key] = index
                outcomes.append(pass(stop, in: context))
            }
        }
        return outcomes
    }
}
