import AccessibilityModel

/// Flags the label of a non-static element that ends in punctuation (`Stars:`).
///
/// VoiceOver adds its own pause and then the value (“Stars:, 3”), which reads
/// awkwardly. No WCAG criterion (GTXiLib heuristic). Fix: drop the punctuation.
public struct LabelPunctuation: StopRule {
    public static let info = CheckDescription(
        id: .labelPunctuation, title: "Label ends in punctuation", severity: .minor, wcag: [],
        explanation:
            "The label of an element that is not plain static text ends with a colon, semicolon, comma or full stop. VoiceOver already separates the label from the value and the traits, so the extra punctuation produces an odd pause (“Stars colon, 3”). Visible captions such as “Stars:” belong in the visible text, not the label. A full stop that ends a sentence the element shows, which its label reads (a row's subtitle, as iOS Settings writes them), is not flagged.",
        fix: "write the label without trailing punctuation: .accessibilityLabel(\"Stars\")")

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        guard let label = node.trimmedLabel else { return nil }
        let isStaticText = node.traits.contains(.staticText) && !node.isInteractive
        guard !isStaticText else { return nil }
        guard let last = label.last else { return nil }
        if ":;,".contains(last) || (last == "." && !label.hasSuffix("...")) {
            // The full stop of a sentence the element shows, which the label reads (a row's subtitle): VoiceOver
            // speaks no full stop. A caption's colon ("Stars:") is still reported, shown or not.
            if last == ".", let shown = node.shownText, shown.last == ".", node.readsOnlyShownWords(label) { return .pass }
            return .violation("label \"\(label)\" ends with \"\(last)\"; VoiceOver reads \"\(stop.spoken)\"")
        }
        return .pass
    }
}
