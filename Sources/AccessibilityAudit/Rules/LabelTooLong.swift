import AccessibilityModel

/// Flags a control label longer than 40 characters.
///
/// Long labels are slow to hear on every visit and hard to say for Voice
/// Control. No WCAG criterion (platform guidance). Fix: move detail into the hint.
/// A label whose every word the control shows (a row's title and subtitle) is
/// exempt: WCAG 2.5.3 asks that the label contain the visible text.
public struct LabelTooLong: StopRule {
    public static let info = CheckDescription(
        id: .labelTooLong, title: "Control label too long", severity: .minor, wcag: [],
        explanation:
            "The label of a control is longer than 40 characters. VoiceOver reads the whole label every time focus lands on it, and Voice Control users must say it to act. Detail that explains what happens belongs in the hint, which VoiceOver reads after a pause and people can turn off. A label that only reads what the control shows (a row's title and its subtitle, as iOS Settings labels its rows) is not flagged: it is as long as what a sighted person reads, and WCAG 2.5.3 asks that the label contain the visible text.",
        fix: "keep the label a short name and move the rest into .accessibilityHint(\"Submits the form and sends a receipt\")")

    static let limit = 40

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.isInteractive, let label = stop.node.trimmedLabel else { return nil }
        if label.count <= Self.limit || stop.node.readsOnlyShownWords(label) { return .pass }
        return .violation("label \"\(label)\" has \(label.count) characters; keep it under \(Self.limit) and move detail into the hint")
    }
}
