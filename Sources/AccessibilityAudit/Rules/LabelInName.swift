import AccessibilityModel
import Foundation

/// Flags a control whose label does not contain its visible text.
///
/// Voice Control users say what they see (“Tap Buy now”); a label that differs
/// does not match. WCAG 2.5.3. Fix: start the label with the visible words.
public struct LabelInName: StopRule {
    public static let info = CheckDescription(
        id: .labelInName, title: "Visible text not in the label", severity: .moderate, wcag: ["2.5.3"],
        explanation:
            "The control shows one text but its accessibility label (and its Voice Control input labels) does not contain it. People using Voice Control say what they see, and speech users who also see the screen hear something different from what is shown.",
        fix:
            "make the label contain the visible words, ideally at the start: .accessibilityLabel(\"Buy now, 4 dollars\") for a button showing “Buy now”, or add .accessibilityInputLabels([\"Buy now\"])"
    )

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        guard node.isInteractive, let text = node.text, !Words(text).words.isEmpty else { return nil }
        // The visible name is the text less what shows the value: fragments
        // that together are the value (a date's own ", " splits it), or one
        // made only of numbers and signs ("3.0", "/ 5").
        let nameFragments = Self.valueRemoved(from: Self.fragments(of: text), value: node.value)
            .filter { !Self.showsValue($0, value: node.value) }
        guard !nameFragments.isEmpty else { return .pass }
        let visible = Words(nameFragments.joined(separator: " ")).normalized
        let names = [node.label ?? ""] + node.inputLabels
        if names.contains(where: { Words($0).contains(phrase: visible) }) { return .pass }
        return .violation("visible text \"\(text)\" is not contained in the label \"\(node.label ?? "")\"")
    }

    /// The parts of a combined visible text (children's texts are joined with ", ").
    static func fragments(of text: String) -> [String] {
        text.components(separatedBy: ", ").filter { !Words($0).words.isEmpty }
    }

    /// `fragments` without each run of consecutive ones that, joined as the text joins them, is `value` (word for
    /// word): a value holding ", " ("Mar 14, 2026 at 9:30 AM") is split into fragments none of which is the value.
    static func valueRemoved(from fragments: [String], value: String?) -> [String] {
        guard let value, value.contains(", ") else { return fragments }
        let valueWords = Words(value).words
        guard !valueWords.isEmpty else { return fragments }
        var kept: [String] = []
        var index = 0
        while index < fragments.count {
            var words: [String] = []
            var end = index
            // Grow the run while its words are a prefix of the value's.
            while end < fragments.count {
                words += Words(fragments[end]).words
                guard words.count <= valueWords.count, valueWords.starts(with: words) else { break }
                end += 1
                if words.count == valueWords.count { break }
            }
            if words == valueWords, end > index + 1 {
                index = end
            } else {
                kept.append(fragments[index])
                index += 1
            }
        }
        return kept
    }

    /// Whether a visible fragment shows the element's value rather than its name.
    static func showsValue(_ fragment: String, value: String?) -> Bool {
        if let value, Words(value).words == Words(fragment).words { return true }
        if let value, let shown = Double(fragment.trimmingCharacters(in: .whitespaces)),
            let spoken = Double(value.trimmingCharacters(in: .whitespaces)), shown == spoken
        {
            return true
        }
        return fragment.unicodeScalars.allSatisfy { !CharacterSet.letters.contains($0) }
    }
}
