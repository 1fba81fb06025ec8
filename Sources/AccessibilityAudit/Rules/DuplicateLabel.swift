import AccessibilityModel

/// Flags two controls on one screen with the same label, value and role.
///
/// Two “Delete” buttons cannot be told apart by VoiceOver or Voice Control
/// users. WCAG 2.4.6. Fix: make each label say what it acts on.
public struct DuplicateLabel: TreeRule {
    public static let info = CheckDescription(
        id: .duplicateLabel, title: "Two controls with the same label", severity: .moderate, wcag: ["2.4.6"],
        explanation:
            "Two focus stops that a person operates have the same label, value and role, so they sound identical, yet each is a separate control with its own action. VoiceOver users cannot tell which one they are on, and Voice Control cannot pick one by name. Static text that repeats a control's label is not flagged.",
        fix: "make each label specific: .accessibilityLabel(\"Delete \\(item.name)\"), or merge the duplicates into one control")

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ context: RuleContext, into report: inout RuleReport) {
        // Where each label and value was first heard (the stop's place in the
        // reading order). The first labelled control waits outside the table
        // until a second one needs comparing with it (most components have one control).
        var first: (label: String, value: String?, roles: ElementTraits, index: Int)?
        var seen: [String: Int] = [:]
        let stops = context.stops
        let facts = context.facts
        for index in stops.indices where facts[index].isInteractive {
            let stop = stops[index]
            guard let label = stop.node.trimmedLabel else { continue }
            guard let only = first else {
                first = (label, stop.node.trimmedValue, stop.node.traits.intersection(.roles), index)
                report.add(.pass, at: stop)
                continue
            }
            if seen.isEmpty {
                seen.reserveCapacity(stops.count)
                seen[Self.key(label: only.label, value: only.value, roles: only.roles)] = only.index
            }
            let key = Self.key(label: label, value: stop.node.trimmedValue, roles: stop.node.traits.intersection(.roles))
            if let earlier = seen[key] {
                // Named as `speak` numbers the stops, with what each says: a capture's reader has no tree paths.
                report.add(
                    .violation(
                        "focus stop \(index + 1), \"\(stop.spoken)\", sounds the same as focus stop \(earlier + 1), \"\(stops[earlier].spoken)\""),
                    at: stop)
            } else {
                seen[key] = index
                report.add(.pass, at: stop)
            }
        }
    }

    /// What a control sounds like: its label's words, then its value, then
    /// its role ("Search. Button." is not "Search. Search Field.": iOS
    /// Settings has both). The words hold letters, digits and spaces only, so
    /// the separators keep a label with a value apart from any label without one.
    private static func key(label: String, value: String?, roles: ElementTraits) -> String {
        let words = Words(label).normalized
        let said = value.map { words + "\u{1}" + $0 } ?? words
        return roles.isEmpty ? said : said + "\u{2}" + String(roles.rawValue)
    }
}
