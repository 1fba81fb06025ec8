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
        // The first stop of each label and value, by index. The stops are
        // read where they are: a copy counts a reference in each stop's node,
        // which on a large tree is no longer in cache.
        let controls = context.facts.reduce(0) { $0 + ($1.isInteractive ? 1 : 0) }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(controls)
        var outcomes: [ElementOutcome] = []
        outcomes.reserveCapacity(controls)
        context.stops.withUnsafeBufferPointer { stops in
            for index in stops.indices where context.facts[index].isInteractive {
                guard let label = stops[index].node.trimmedLabel else { continue }
                // The words hold letters, digits and spaces only, so the separator
                // keeps a label with a value apart from any label without one; a
                // label without a value stays as short as it is (a string of up to
                // 15 bytes needs no memory of its own).
                let words = Words(label).normalized
                let key = stops[index].node.trimmedValue.map { words + "\u{1}" + $0 } ?? words
                if let first = seen[key] {
                    outcomes.append(violation(stops[index], "\"\(stops[index].spoken)\" at \(stops[index].path) sounds the same as the control at \(stops[first].path)"))
                } else {
                    seen[key] = index
                    outcomes.append(outcome(.pass, at: context.target(ofStop: index), in: context))
                }
            }
        }
        return outcomes
    }
}
