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
        // The visible name is the text less what shows the value: a fragment
        // equal to the value, or one made only of numbers and signs ("3.0", "/ 5").
        let nameFragments = Self.fragments(of: text).filter { !Self.showsValue($0, value: node.value) }
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
