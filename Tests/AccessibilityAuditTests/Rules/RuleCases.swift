import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// One rule with a minimal tree where it fires and the corrected tree where it passes.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: any Rule
    var failing: AccessibilityTree
    var passing: AccessibilityTree
    /// A fragment the violation's message must contain.
    var message: String
    var severity: Severity? = nil

    var testDescription: String { rule.info.id.rawValue }
}

enum RuleCases {
    typealias N = AccessibilityNode
    static let f = Fixtures.frame
    static let c = Fixtures.color
    static let body = FontFacts(size: 17, weight: .regular, scalesWithDynamicType: true, textStyle: "body")

    static func text(
        _ label: String, font: FontFacts = body, fg: String = "#000000", bg: String = "#FFFFFF", y: Double = 0,
        truncated: Bool = false, traits: ElementTraits = .staticText
    ) -> N {
        N(label: label, traits: traits, frame: f(0, y, 200, 22), foreground: c(fg), background: c(bg), font: font, isTruncated: truncated)
    }

    static let all: [RuleCase] = [
        RuleCase(
            rule: LabelMissing(),
            failing: Fixtures.tree([Fixtures.button(nil)]),
            passing: Fixtures.tree([Fixtures.button("Close")]),
            message: "has no label", severity: .critical),
        RuleCase(
            rule: ImageLabelDerived(),
            failing: Fixtures.tree([N(label: "star fill", traits: .image, frame: f(0, 0, 24, 24), labelOrigin: .symbolName)]),
            passing: Fixtures.tree([N(label: "Favorite", traits: .image, frame: f(0, 0, 24, 24))]),
            message: "derived from the symbol name"),
        RuleCase(
            rule: LabelRedundantRole(),
            failing: Fixtures.tree([Fixtures.button("Play button")]),
            passing: Fixtures.tree([Fixtures.button("Play")]),
            message: "role word \"button\""),
        RuleCase(
            rule: LabelPunctuation(),
            failing: Fixtures.tree([N(label: "Stars:", value: "3", traits: .adjustable, actions: [.increment, .decrement])]),
            passing: Fixtures.tree([N(label: "Stars", value: "3", traits: .adjustable, actions: [.increment, .decrement])]),
            message: "ends with \":\""),
        RuleCase(
            rule: LabelInName(),
            failing: Fixtures.tree([N(label: "Purchase", traits: .button, actions: .activate, text: "Buy now")]),
            passing: Fixtures.tree([N(label: "Buy now, 4 dollars", traits: .button, actions: .activate, text: "Buy now")]),
            message: "\"Buy now\" is not contained"),
        RuleCase(
            rule: DuplicateLabel(),
            failing: Fixtures.tree([Fixtures.button("Delete", id: "a"), Fixtures.button("Delete", id: "b", y: 60)]),
            passing: Fixtures.tree([Fixtures.button("Delete photo", id: "a"), Fixtures.button("Delete album", id: "b", y: 60)]),
            message: "sounds the same"),
        RuleCase(
            rule: ActionWithoutRole(),
            failing: Fixtures.tree([N(label: "Toggle", actions: .activate)]),
            passing: Fixtures.tree([N(label: "Toggle", value: "0", traits: [.button, .toggle], actions: .activate)]),
            message: "no button, link or toggle trait"),
        RuleCase(
            rule: InteractiveUnreachable(),
            failing: Fixtures.tree([
                N(
                    label: "Row", traits: .staticText, isElement: true,
                    children: [
                        N(label: "Remove", traits: .button, actions: .activate)
                    ])
            ]),
            passing: Fixtures.tree([
                N(
                    label: "Row", traits: .button, isElement: true, actions: .activate,
                    children: [
                        N(label: "Remove", traits: .button, actions: .activate)
                    ])
            ]),
            message: "merged into an element"),
        RuleCase(
            rule: AdjustableMissingValue(),
            failing: Fixtures.tree([N(label: "Volume", traits: .adjustable, actions: [.increment, .decrement])]),
            passing: Fixtures.tree([N(label: "Volume", value: "75%", traits: .adjustable, actions: [.increment, .decrement])]),
            message: "has no value"),
        RuleCase(
            rule: AdjustableMissingAction(),
            failing: Fixtures.tree([N(label: "Volume", value: "75%", traits: .adjustable, actions: [.increment])]),
            passing: Fixtures.tree([N(label: "Volume", value: "75%", traits: .adjustable, actions: [.increment, .decrement])]),
            message: "does not handle decrement"),
        RuleCase(
            rule: ToggleMissingState(),
            failing: Fixtures.tree([N(label: "Wi-Fi", traits: [.button, .toggle], actions: .activate)]),
            passing: Fixtures.tree([N(label: "Wi-Fi", value: "1", traits: [.button, .toggle], actions: .activate)]),
            message: "exposes no on/off value"),
        RuleCase(
            rule: DisabledNotExposed(),
            failing: Fixtures.tree([N(label: "Pay", traits: .button, actions: .activate, isRenderedEnabled: false)]),
            passing: Fixtures.tree([N(label: "Pay", traits: [.button, .notEnabled], actions: .activate, isRenderedEnabled: false)]),
            message: "does not expose notEnabled"),
        RuleCase(
            rule: TargetSize(),
            failing: Fixtures.tree([
                N(label: "Close", traits: .button, frame: f(0, 0, 20, 20), actions: .activate),
                N(label: "Share", traits: .button, frame: f(22, 0, 20, 20), actions: .activate),
            ]),
            passing: Fixtures.tree([
                N(label: "Close", traits: .button, frame: f(0, 0, 44, 44), actions: .activate),
                N(label: "Share", traits: .button, frame: f(60, 0, 44, 44), actions: .activate),
            ]),
            message: "is 20×20 pt; needs 24×24 pt", severity: .serious),
        RuleCase(
            rule: ContrastText(),
            failing: Fixtures.tree([text("Subtitle", fg: "#8E8E93")]),
            passing: Fixtures.tree([text("Subtitle", fg: "#6C6C70")]),
            message: "#8E8E93 on #FFFFFF has contrast 3.26:1; needs 4.5:1"),
        RuleCase(
            rule: ContrastNonText(),
            failing: Fixtures.tree([
                N(
                    label: "Stars", value: "3", traits: .adjustable, isElement: true, frame: f(0, 0, 200, 44), actions: [.increment, .decrement],
                    children: [
                        N(label: "star", traits: .image, isHidden: true, frame: f(0, 0, 24, 24), foreground: c("#FF9500"), background: c("#FFFFFF"))
                    ])
            ]),
            passing: Fixtures.tree([
                N(
                    label: "Stars", value: "3", traits: .adjustable, isElement: true, frame: f(0, 0, 200, 44), actions: [.increment, .decrement],
                    children: [
                        N(label: "star", traits: .image, isHidden: true, frame: f(0, 0, 24, 24), foreground: c("#C93400"), background: c("#FFFFFF"))
                    ])
            ]),
            message: "star icon #FF9500 on #FFFFFF has contrast 2.20:1; needs 3:1"),
        RuleCase(
            rule: DynamicTypeFixedFont(),
            failing: Fixtures.tree([text("Price", font: FontFacts(size: 15, scalesWithDynamicType: false))]),
            passing: Fixtures.tree([text("Price")]),
            message: "fixed 15 pt font"),
        RuleCase(
            rule: TextClipped(),
            failing: Fixtures.tree(
                [text("A long description", truncated: true)],
                settings: SettingsOverride(dynamicTypeSize: .accessibility3).applied(to: AccessibilitySettings())),
            passing: Fixtures.tree(
                [text("A long description")], settings: SettingsOverride(dynamicTypeSize: .accessibility3).applied(to: AccessibilitySettings())),
            message: "truncated at dynamicTypeSize=accessibility3"),
        RuleCase(
            rule: MotionNotReduced(),
            failing: Fixtures.tree(
                [N(label: "Pay", traits: .button, actions: .activate, motion: [.scale, .animation])],
                settings: SettingsOverride(reduceMotion: true).applied(to: AccessibilitySettings())),
            passing: Fixtures.tree(
                [N(label: "Pay", traits: .button, actions: .activate)],
                settings: SettingsOverride(reduceMotion: true).applied(to: AccessibilitySettings())),
            message: "still has animation, scale"),
        RuleCase(
            rule: ReadingOrderRule(),
            failing: Fixtures.tree([
                N(label: "Total", traits: .staticText, frame: f(0, 0, 100, 20)),
                N(label: "Pay", traits: .button, frame: f(0, 40, 100, 44), actions: .activate, sortPriority: 1),
            ]),
            passing: Fixtures.tree([
                N(label: "Total", traits: .staticText, frame: f(0, 0, 100, 20)),
                N(label: "Pay", traits: .button, frame: f(0, 40, 100, 44), actions: .activate),
            ]),
            message: "is drawn before it"),
        RuleCase(
            rule: HeadingMissing(),
            failing: Fixtures.tree([text("Settings", font: FontFacts(size: 28, textStyle: "title"))]),
            passing: Fixtures.tree([text("Settings", font: FontFacts(size: 28, textStyle: "title"), traits: [.staticText, .header])]),
            message: "title style but has no header trait"),
        RuleCase(
            rule: LabelTooLong(),
            failing: Fixtures.tree([Fixtures.button("Submit the form and send a receipt to my email address")]),
            passing: Fixtures.tree([Fixtures.button("Submit")]),
            message: "characters"),
        RuleCase(
            rule: ConflictingTraits(),
            failing: Fixtures.tree([N(label: "Terms", traits: [.button, .link], actions: .activate)]),
            passing: Fixtures.tree([N(label: "Terms", traits: .link, actions: .activate)]),
            message: "both button and link"),
    ]
}
