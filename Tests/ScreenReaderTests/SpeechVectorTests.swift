import AccessibilityModel
import ScreenReader
import Testing

/// One row of the reference's §2.2 vector table.
struct SpeechVector: CustomTestStringConvertible, Sendable {
    var name: String
    var node: AccessibilityNode
    var context: SpeechContext = .none
    var description: String
    var hint: String?

    var testDescription: String { name }
}

let adjustHint = "Swipe up or down with one finger to adjust the value."
let toggleHint = "Double tap to toggle setting."
let editHint = "Double tap to edit."

/// Every vector of reference §2.2, built by hand.
let speechVectors: [SpeechVector] = [
    SpeechVector(name: "plain label", node: .init(label: "01"), description: "01"),
    SpeechVector(name: "button", node: .init(label: "02", traits: .button), description: "02. Button."),
    SpeechVector(name: "selected", node: .init(label: "07", traits: .selected), description: "Selected: 07"),
    SpeechVector(name: "not enabled", node: .init(label: "12", traits: .notEnabled), description: "12. Dimmed."),
    SpeechVector(
        name: "adjustable", node: .init(label: "15", traits: .adjustable),
        description: "15. Adjustable.", hint: adjustHint),
    SpeechVector(
        name: "dimmed button", node: .init(label: "24", traits: [.button, .notEnabled]),
        description: "24. Dimmed. Button."),
    SpeechVector(
        name: "keyboard key hides the button word", node: .init(label: "26", traits: [.button, .keyboardKey]),
        description: "26"),
    SpeechVector(name: "label and value", node: .init(label: "Label", value: "Value"), description: "Label: Value"),
    SpeechVector(name: "value only", node: .init(value: "Value"), description: "Value"),
    SpeechVector(name: "hint only becomes the description", node: .init(hint: "Hint"), description: "Hint"),
    SpeechVector(
        name: "slider at 75 percent", node: .init(value: "75%", traits: .adjustable),
        description: "75%. Adjustable.", hint: adjustHint),
    SpeechVector(
        name: "UISwitch on", node: .init(value: "1", traits: [.button, .toggle]),
        description: "Switch Button. On.", hint: toggleHint),
    SpeechVector(
        name: "switch with button trait", node: .init(label: "Fake Label", value: "1", traits: [.button, .toggle]),
        description: "Fake Label. Switch Button. On.", hint: toggleHint),
    SpeechVector(
        name: "switch without button trait", node: .init(label: "Fake Label", value: "1", traits: .toggle),
        description: "Fake Label. On.", hint: toggleHint),
    SpeechVector(
        name: "selected tab bar item", node: .init(label: "Item B", traits: [.button, .tabBarItem, .selected]),
        context: .tab(index: 2, count: 6), description: "Selected: Item B. Tab. 2 of 6."),
    SpeechVector(
        name: "tab in a tab-bar container hides the button word",
        node: .init(label: "H", traits: [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField]),
        context: .tab(index: 8, count: 11),
        description: "H. Dimmed. Tab. Heading. Link. Adjustable. Image. Search Field. 8 of 11."),
    SpeechVector(
        name: "first list item", node: .init(label: "Label 1"), context: .listStart,
        description: "Label 1. List Start."),
    SpeechVector(
        name: "last list item", node: .init(label: "Label 4"), context: .listEnd,
        description: "Label 4. List End."),
    SpeechVector(name: "back button", node: .init(label: "First", traits: .backButton), description: "First. Back Button."),
    SpeechVector(name: "navigation title", node: .init(label: "Second", traits: .header), description: "Second. Heading."),
    SpeechVector(
        name: "empty text field", node: .init(label: "SwiftUI Text Field", traits: .textEntry),
        description: "SwiftUI Text Field. Text Field.", hint: editHint),
    SpeechVector(
        name: "filled text field", node: .init(value: "Value in Text Field", traits: .textEntry),
        description: "Value in Text Field. Text Field.", hint: editHint),
    SpeechVector(
        name: "empty secure field", node: .init(label: "Password", traits: [.textEntry, .secureTextField]),
        description: "Password. Secure Text Field.", hint: editHint),
    SpeechVector(
        name: "filled secure field", node: .init(value: "•••••••••", traits: [.textEntry, .secureTextField]),
        description: "•••••••••. Secure Text Field.", hint: editHint),
    SpeechVector(
        name: "text editor", node: .init(traits: [.textEntry, .textArea]), description: "Text Field.",
        hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
    SpeechVector(name: "stepper decrement", node: .init(label: "Decrement", traits: .button), description: "Decrement. Button."),
    SpeechVector(name: "stepper increment", node: .init(label: "Increment", traits: .button), description: "Increment. Button."),
    SpeechVector(name: "labelled image", node: .init(label: "Favorite", traits: .image), description: "Favorite. Image."),
    SpeechVector(
        name: "header text", node: .init(label: "Section Header", traits: [.header, .staticText]),
        description: "Section Header. Heading."),
    SpeechVector(
        name: "button with hint", node: .init(label: "Delete", hint: "Removes this item permanently", traits: .button),
        description: "Delete. Button.", hint: "Removes this item permanently"),
]

/// Combinations the table does not list, worked out from the algorithm's steps.
let speechAlgorithmCases: [SpeechVector] = [
    SpeechVector(
        name: "a back button titled Back says only its trait", node: .init(label: "back", traits: .backButton),
        description: "Back Button."),
    SpeechVector(name: "selected with nothing else", node: .init(traits: .selected), description: "Selected."),
    SpeechVector(
        name: "selected dimmed button with value", node: .init(label: "Size", value: "L", traits: [.selected, .button, .notEnabled]),
        description: "Selected: Size: L. Dimmed. Button."),
    SpeechVector(
        name: "switch off and mixed", node: .init(label: "Bold", value: "0", traits: [.button, .toggle]),
        description: "Bold. Switch Button. Off.", hint: toggleHint),
    SpeechVector(
        name: "mixed switch", node: .init(label: "All", value: "2", traits: [.button, .toggle]),
        description: "All. Switch Button. Mixed.", hint: toggleHint),
    SpeechVector(
        name: "switch with another value speaks it verbatim", node: .init(label: "Mode", value: "Auto", traits: [.button, .toggle]),
        description: "Mode. Switch Button. Auto", hint: toggleHint),
    SpeechVector(
        name: "switch hint is appended after the own hint",
        node: .init(label: "Wi-Fi", value: "1", hint: "Joins networks.", traits: [.button, .toggle]),
        description: "Wi-Fi. Switch Button. On.", hint: "Joins networks. Double tap to toggle setting."),
    SpeechVector(
        name: "dimmed switch keeps its own hint, not the switch hint",
        node: .init(label: "Wi-Fi", value: "1", hint: "Joins networks.", traits: [.button, .toggle, .notEnabled]),
        description: "Wi-Fi. Dimmed. Switch Button. On.", hint: "Joins networks."),
    SpeechVector(
        name: "dimmed switch without a hint has none", node: .init(label: "Wi-Fi", value: "1", traits: [.button, .toggle, .notEnabled]),
        description: "Wi-Fi. Dimmed. Switch Button. On."),
    SpeechVector(
        name: "adjustable hint follows the own hint", node: .init(label: "Stars", value: "3", hint: "Your rating", traits: .adjustable),
        description: "Stars: 3. Adjustable.", hint: "Your rating. Swipe up or down with one finger to adjust the value."),
    SpeechVector(
        name: "adjustable with only a hint keeps it as the description", node: .init(hint: "Volume", traits: .adjustable),
        description: "Volume. Adjustable."),
    SpeechVector(
        name: "adjustable switch gets only the switch hint", node: .init(label: "Level", value: "1", traits: [.adjustable, .toggle]),
        description: "Level. On. Adjustable.", hint: toggleHint),
    SpeechVector(
        name: "editing text field", node: .init(label: "Name", hint: "Your name", traits: [.textEntry, .isEditing]),
        description: "Name. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
    SpeechVector(
        name: "label ending in a period gets no second one", node: .init(label: "Done.", traits: .button),
        description: "Done. Button."),
    SpeechVector(
        name: "series without trait words", node: .init(label: "Page"), context: .series(index: 2, count: 3),
        description: "Page 2 of 3."),
    SpeechVector(
        name: "series of buttons keeps the button word", node: .init(label: "Week", traits: [.button, .selected]),
        context: .series(index: 1, count: 2), description: "Selected: Week. Button. 1 of 2."),
    SpeechVector(
        name: "landmark start and end", node: .init(label: "Footer", traits: .header), context: .landmarkStart,
        description: "Footer. Heading. Landmark."),
    SpeechVector(name: "landmark end", node: .init(label: "Legal"), context: .landmarkEnd, description: "Legal. End."),
    SpeechVector(
        name: "empty value is not spoken", node: .init(label: "Search", value: "", traits: .searchField),
        description: "Search. Search Field."),
    SpeechVector(name: "link and image", node: .init(label: "Logo", traits: [.link, .image]), description: "Logo. Link. Image."),
    SpeechVector(
        name: "unspoken traits add nothing", node: .init(label: "Clock", traits: [.staticText, .updatesFrequently, .playsSound, .summaryElement]),
        description: "Clock"),
]

@Suite struct SpeechVectorTests {
    @Test(arguments: speechVectors)
    func `every vector of the reference is spoken exactly`(vector: SpeechVector) {
        let speech = Speech(node: vector.node, context: vector.context)
        #expect(speech.description == vector.description)
        #expect(speech.hint == vector.hint)
    }

    @Test(arguments: speechAlgorithmCases)
    func `combinations outside the table follow the algorithm`(vector: SpeechVector) {
        let speech = Speech(node: vector.node, context: vector.context)
        #expect(speech.description == vector.description)
        #expect(speech.hint == vector.hint)
    }

    @Test func `custom actions are announced after the hint, apart from the description`() {
        let mail = AccessibilityNode(label: "Mail", hint: "Opens it", traits: .button, customActions: ["Reply", "Delete"])
        let speech = Speech(node: mail)
        #expect(speech.description == "Mail. Button.")
        #expect(speech.hint == "Opens it")
        #expect(speech.extras == ["Actions Available"])
        #expect(speech.spoken == "Mail. Button. Opens it Actions Available")
    }

    @Test func `hints off removes every hint but leaves the description`() {
        let stars = AccessibilityNode(label: "Stars", value: "3", hint: "Your rating", traits: .adjustable)
        let speech = Speech(node: stars, hintsEnabled: false)
        #expect(speech.description == "Stars: 3. Adjustable.")
        #expect(speech.hint == nil)
    }

    /// Decision 12, corrected: a dimmed element loses only the system hints
    /// (switch, text entry, adjustable); its own hint is spoken, as
    /// AccessibilitySnapshot keeps it. Before, every hint of a dimmed element
    /// was dropped (kinder than iOS: the reason it is dimmed went unsaid).
    @Test(arguments: [
        DimmedCase(
            locale: "en", hint: "Add a card first", button: "Pay. Dimmed. Button.", adjustable: "Stars: 3. Dimmed. Adjustable.",
            toggle: "Wi-Fi. Dimmed. Switch Button. On.", field: "Name. Dimmed. Text Field."),
        DimmedCase(
            locale: "de", hint: "Zuerst eine Karte hinzufügen", button: "Pay. Grau dargestellt. Taste.",
            adjustable: "Stars: 3. Grau dargestellt. Einstellbar.",
            toggle: "Wi-Fi. Grau dargestellt. Umschalttaste. Ein.", field: "Name. Grau dargestellt. Textfeld."),
        DimmedCase(
            locale: "ru", hint: "Сначала добавьте карту", button: "Pay. Недоступно. Кнопка.",
            adjustable: "Stars: 3. Недоступно. Элемент регулировки.",
            toggle: "Wi-Fi. Недоступно. Кнопка-переключатель. Вкл.", field: "Name. Недоступно. Текстовое поле."),
    ])
    func `a dimmed element keeps its own hint and loses only the system hints`(expected: DimmedCase) {
        let locale = expected.locale
        let hint = expected.hint
        let cases: [(AccessibilityNode, String)] = [
            (AccessibilityNode(label: "Pay", hint: hint, traits: [.button, .notEnabled]), expected.button),
            (AccessibilityNode(label: "Stars", value: "3", hint: hint, traits: [.adjustable, .notEnabled]), expected.adjustable),
            (AccessibilityNode(label: "Wi-Fi", value: "1", hint: hint, traits: [.button, .toggle, .notEnabled]), expected.toggle),
            (AccessibilityNode(label: "Name", hint: hint, traits: [.textEntry, .notEnabled]), expected.field),
        ]
        for (node, description) in cases {
            let speech = Speech(node: node, locale: locale)
            #expect(speech.description == description)
            #expect(speech.hint == hint, "\(description)")
            var withoutHint = node
            withoutHint.hint = nil
            #expect(Speech(node: withoutHint, locale: locale).hint == nil, "\(description): no system hint")
            #expect(Speech(node: node, locale: locale, hintsEnabled: false).hint == nil, "\(description): hints off")
        }
    }
}

/// What four dimmed elements say in one locale (decision 12, corrected).
struct DimmedCase: CustomTestStringConvertible, Sendable {
    var locale: String
    var hint: String
    var button: String
    var adjustable: String
    var toggle: String
    var field: String

    var testDescription: String { locale }
}
