import AccessibilityModel

/// Flags a label that repeats what a trait already speaks (“Play button” on a button).
///
/// VoiceOver then says the role twice (“Play button. Button.”). WCAG 4.1.2.
/// Fix: drop the role word from `.accessibilityLabel`.
public struct LabelRedundantRole: StopRule {
    public static let info = CheckDescription(
        id: .labelRedundantRole, title: "Label repeats the role", severity: .minor, wcag: ["4.1.2"],
        explanation:
            "The label contains a word that the element's trait already makes VoiceOver speak: “button” on a button, “link” on a link, “image”, “icon”, “picture”, “graphic” or “photo” on an image, “slider” or “adjustable” on an adjustable element, “switch” or “toggle” on a switch, “heading” on a heading. The person hears the role twice. A visible title that itself contains the word is exempt.",
        fix: "remove the role word: .accessibilityLabel(\"Play\") instead of \"Play button\"; the trait (.isButton, .isImage, …) already says it")

    static let roleWords: [(trait: ElementTraits, words: [String])] = [
        (.button, ["button"]), (.link, ["link"]),
        (.image, ["image", "icon", "picture", "graphic", "photo"]),
        (.adjustable, ["slider", "adjustable"]), (.toggle, ["switch", "toggle"]), (.header, ["heading"]),
        (.searchField, ["search field"]), (.textEntry, ["text field"]),
    ]

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    /// ``roleWords`` split into words once.
    private static let rolePhrases: [(trait: ElementTraits, phrases: [(text: String, words: Words)])] =
        roleWords.map { entry in (entry.trait, entry.words.map { ($0, Words($0)) }) }

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let node = stop.node
        guard let label = node.trimmedLabel else { return nil }
        guard Self.rolePhrases.contains(where: { node.traits.contains($0.trait) }) else { return nil }
        let words = Words(label)
        let visible = node.shownText.map(Words.init)
        for entry in Self.rolePhrases where node.traits.contains(entry.trait) {
            for phrase in entry.phrases where words.contains(phrase.words) && !(visible?.contains(phrase.words) ?? false) {
                return .violation("label \"\(label)\" repeats the role word \"\(phrase.text)\" that the trait already speaks: \"\(stop.spoken)\"")
            }
        }
        return .pass
    }
}
