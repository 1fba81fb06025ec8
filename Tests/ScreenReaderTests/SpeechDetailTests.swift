import AccessibilityModel
import Foundation
import ScreenReader
import Testing

/// The speech details of issue 39 (decision 25), each in English, German and Russian.
@Suite struct SpeechDetailTests {
    static func settings(_ locale: String) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.locale = locale
        return settings
    }

    // AccessibilitySnapshot writes content with an empty value as its label alone
    // (SwiftUICustomContentView.swift, the "Label Only" preview: "Limited Edition"; Core/CustomContentView.swift).
    @Test(arguments: [
        ("en", "Headphones. Button. Limited Edition."),
        ("de", "Headphones. Taste. Limited Edition."),
        ("ru", "Headphones. Кнопка. Limited Edition."),
    ])
    func `high-importance content with an empty value is spoken as its label alone`(locale: String, expected: String) {
        let node = AccessibilityNode(
            label: "Headphones", traits: .button,
            customContent: [CustomContent(label: "Limited Edition", value: "", isHighImportance: true)])
        #expect(Speech(node: node, locale: locale).description == expected)
    }

    // Apple, SwiftUI accessibilityHeading(_:): "The system speaks the level number of levels h1 through h6
    // alongside the text"; no recording of iOS contradicts it (AccessibilitySnapshot records no heading level).
    @Test(arguments: [
        ("en", "Checkout. Heading level 1.", "Payment. Heading level 2.", "Notes. Heading."),
        ("de", "Checkout. Überschrift Ebene 1.", "Payment. Überschrift Ebene 2.", "Notes. Überschrift."),
        ("ru", "Checkout. Заголовок уровня 1.", "Payment. Заголовок уровня 2.", "Notes. Заголовок."),
    ])
    func `a heading with a level speaks it, one without says Heading`(locale: String, first: String, second: String, plain: String) {
        let h1 = AccessibilityNode(label: "Checkout", traits: .header, headingLevel: 1)
        let h2 = AccessibilityNode(label: "Payment", traits: .header, headingLevel: 2)
        let unspecified = AccessibilityNode(label: "Notes", traits: .header)
        #expect(Speech(node: h1, locale: locale).description == first)
        #expect(Speech(node: h2, locale: locale).description == second)
        #expect(Speech(node: unspecified, locale: locale).description == plain)
    }

    /// A card with actions and content, then a plain button.
    static func screen(locale: String) -> VoiceOver {
        func frame(_ y: Double) -> CGRect { CGRect(x: 0, y: y, width: 300, height: 44) }
        let card = AccessibilityNode(
            id: "card", label: "Headphones", frame: frame(0), customActions: ["Buy"],
            customContent: [CustomContent(label: "Rating", value: "4.5")])
        let plain = AccessibilityNode(id: "plain", label: "Help", traits: .button, frame: frame(50), actions: .activate)
        return VoiceOver(tree: AccessibilityTree(root: AccessibilityNode(id: "root", children: [card, plain])), settings: settings(locale))
    }

    // iOS puts Actions and More Content in the rotor only for an element that has them
    // (AccessibilitySnapshot shows the Actions list only under elements with custom actions).
    @Test(arguments: ["en", "de", "ru"])
    func `the Actions and More Content rotors are offered only where the element has them`(locale: String) {
        let voiceOver = Self.screen(locale: locale)
        voiceOver.focus(label: "Help")
        #expect(voiceOver.selectRotor(.actions).event == .notFound)
        #expect(voiceOver.selectRotor(named: "More Content").event == .notFound)
        #expect(voiceOver.selectedRotor == nil)
        voiceOver.focus(label: "Headphones")
        #expect(voiceOver.selectRotor(.actions) == "Actions")
        #expect(voiceOver.rotorNext() == "Buy")
        #expect(voiceOver.selectRotor(.moreContent) == "More Content")
        #expect(voiceOver.rotorNext() == "Rating, 4.5")
    }

    // AccessibilitySnapshot's SwiftUIView (testSimpleView_26_2): "Actions Available" and "More Content Available"
    // follow the hint; their German and Russian words are AS/strings'.
    @Test(arguments: [
        ("en", ["Actions Available", "More Content Available"]),
        ("de", ["Aktionen verfügbar", "Weiterhin inhalte verfügbar"]),
        ("ru", ["Доступны действия", "Доступно больше контента"]),
    ])
    func `both extras are spoken after the hint`(locale: String, extras: [String]) {
        #expect(Self.screen(locale: locale).next().extras == extras)
    }

    @Test(arguments: ["en", "de", "ru"])
    func `rotor swipes are recorded as rotor swipes, also when they adjust`(locale: String) {
        let voiceOver = VoiceOver(subject: FakeScreen(), settings: Self.settings(locale))
        voiceOver.focus(label: "Stars")
        voiceOver.rotorPrevious()
        voiceOver.selectRotor(.adjustValue)
        voiceOver.rotorNext()
        let rotorName = Rotor.adjustValue.spokenName(language: locale)
        #expect(
            voiceOver.transcript.text == """
                > focus "Stars"
                Stars: 3. \(SpeechStrings.forLanguage(locale).adjustable)
                  hint: \(SpeechStrings.forLanguage(locale).adjustableHint)
                > rotor previous
                4
                > rotor "Adjust Value"
                \(rotorName)
                  [rotor]
                > rotor next
                3

                """)
    }
}
