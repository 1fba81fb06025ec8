import AccessibilityModel
import Foundation
import ScreenReader
import Testing

/// A row of elements 60 pt wide at y = 0.
func row(_ labels: [String], y: Double = 0, traits: ElementTraits = []) -> [AccessibilityNode] {
    labels.enumerated().map { index, label in
        AccessibilityNode(
            id: ElementID(label), label: label, traits: traits,
            frame: CGRect(x: Double(index) * 60, y: y, width: 50, height: 44))
    }
}

/// The descriptions of a swipe through `root`.
func spoken(_ root: AccessibilityNode, locale: String = "en", direction: LayoutDirection = .leftToRight) -> [String] {
    var settings = AccessibilitySettings()
    settings.locale = locale
    return SpeechOrder.stops(in: AccessibilityTree(root: root, layoutDirection: direction), settings: settings)
        .map(\.description)
}

/// A container kind and what its children say.
struct ContainerCase: CustomTestStringConvertible, Sendable {
    var name: String
    var container: AccessibilityNode
    var expected: [String]
    var testDescription: String { name }
}

let containerCases: [ContainerCase] = [
    ContainerCase(
        name: "series", container: AccessibilityNode(container: .series, children: row(["Day", "Week", "Month"], traits: .button)),
        expected: ["Day. Button. 1 of 3.", "Week. Button. 2 of 3.", "Month. Button. 3 of 3."]),
    ContainerCase(
        name: "tab-bar container", container: AccessibilityNode(container: .tabBar, children: row(["Home", "Search"], traits: .button)),
        expected: ["Home. Tab. 1 of 2.", "Search. Tab. 2 of 2."]),
    ContainerCase(
        name: "node with the tabBar trait", container: AccessibilityNode(traits: .tabBar, children: row(["Home", "Search"], traits: .button)),
        expected: ["Home. Tab. 1 of 2.", "Search. Tab. 2 of 2."]),
    ContainerCase(
        name: "list", container: AccessibilityNode(container: .list, children: row(["Label 1", "Label 2", "Label 3", "Label 4"])),
        expected: ["Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End."]),
    ContainerCase(
        name: "list of one", container: AccessibilityNode(container: .list, children: row(["Only"])),
        expected: ["Only. List Start."]),
    ContainerCase(
        name: "landmark", container: AccessibilityNode(container: .landmark, children: row(["Links", "About", "Legal"], traits: .link)),
        expected: ["Links. Link. Landmark.", "About. Link.", "Legal. Link. End."]),
    ContainerCase(
        name: "landmark of one", container: AccessibilityNode(container: .landmark, children: row(["Footer"])),
        expected: ["Footer. Landmark."]),
    // Decision 21: a labelled semantic group's label is spoken before its first element; an unlabelled one adds nothing.
    ContainerCase(
        name: "a labelled semantic group speaks its label on its first element",
        container: AccessibilityNode(label: "Card", container: .semanticGroup, children: row(["Title", "Body"])),
        expected: ["Card. Title", "Body"]),
    ContainerCase(
        name: "an unlabelled semantic group adds no words",
        container: AccessibilityNode(container: .semanticGroup, children: row(["Title", "Body"])),
        expected: ["Title", "Body"]),
    ContainerCase(
        name: "tabs inside a plain group of a tab bar still count",
        container: AccessibilityNode(
            container: .tabBar, children: [AccessibilityNode(children: row(["A", "B"], traits: .button)), row(["C"], y: 60, traits: .button)[0]]),
        expected: ["A. Tab. 1 of 3.", "B. Tab. 2 of 3.", "C. Tab. 3 of 3."]),
    ContainerCase(
        name: "the nearest container gives the context",
        container: AccessibilityNode(
            container: .landmark,
            children: [
                AccessibilityNode(container: .list, children: row(["One", "Two"])),
                row(["After"], y: 100)[0],
            ]),
        expected: ["One. List Start.", "Two. List End.", "After. End."]),
]

@Suite struct SpeechContextTests {
    @Test(arguments: containerCases)
    func `each container kind adds its position words`(testCase: ContainerCase) {
        #expect(spoken(testCase.container) == testCase.expected)
    }

    @Test func `positions use the reading order inside the container, not declaration order`() {
        var tabs = row(["Home", "Search", "Profile"], traits: .button)
        tabs.reverse()
        let bar = AccessibilityNode(container: .tabBar, children: tabs)
        #expect(spoken(bar) == ["Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."])
    }

    /// Decision 20: `.accessibilityElement(children: .contain)` makes a
    /// semantic group; `.accessibilityAddTraits(.isTabBar)` on it must give its
    /// elements the tab context exactly as a `tabBar` container does.
    @Test func `a contain container with the tabBar trait is a tab bar`() {
        var tabs = row(["Home", "Search", "Profile"], traits: .button)
        tabs[0].traits.insert(.selected)
        let expected = ["Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Profile. Tab. 3 of 3."]
        #expect(spoken(AccessibilityNode(container: .tabBar, children: tabs)) == expected)
        let contained = AccessibilityNode(traits: .tabBar, container: .semanticGroup, children: tabs)
        #expect(spoken(contained) == expected)
        #expect(ReadingOrder(root: contained).containers.map(\.kind) == [.tabBar])
    }

    @Test func `hidden elements are not counted`() {
        var items = row(["A", "B", "C"])
        items[2].isHidden = true
        #expect(spoken(AccessibilityNode(container: .list, children: items)) == ["A. List Start.", "B. List End."])
    }
}

@Suite struct LocalisationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var locale: String
        var node: AccessibilityNode
        var context: SpeechContext = .none
        var description: String
        var hint: String?
        var testDescription: String { "\(locale): \(description)" }
    }

    static let cases: [Case] = [
        Case(locale: "de", node: .init(label: "Löschen", traits: .button), description: "Löschen. Taste."),
        Case(
            locale: "de", node: .init(label: "Größe", value: "L", traits: [.selected, .notEnabled, .button]),
            description: "Auswahl: Größe: L. Grau dargestellt. Taste."),
        Case(
            locale: "de", node: .init(label: "WLAN", value: "1", traits: [.button, .toggle]),
            description: "WLAN. Umschalttaste. Ein.", hint: "Zum Umschalten Doppeltippen."),
        Case(
            locale: "de", node: .init(label: "Sterne", value: "3", traits: .adjustable), description: "Sterne: 3. Einstellbar.",
            hint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen."),
        Case(
            locale: "de", node: .init(label: "Start", traits: .button), context: .tab(index: 1, count: 4),
            description: "Start. Tabulator. 1 von 4."),
        Case(locale: "de", node: .init(label: "Zurück", traits: .backButton), description: "Zurück Taste."),
        Case(locale: "de", node: .init(label: "Eintrag"), context: .listStart, description: "Eintrag. Anfang der Liste."),
        Case(
            locale: "de", node: .init(label: "Name", traits: [.textEntry, .isEditing]), description: "Name. Textfeld. Bearbeiten",
            hint: "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden"),
        Case(locale: "ru", node: .init(label: "Удалить", traits: .button), description: "Удалить. Кнопка."),
        Case(locale: "ru", node: .init(label: "Вкладка", traits: .selected), description: "Выбрано: Вкладка"),
        Case(
            locale: "ru", node: .init(label: "Wi-Fi", value: "0", traits: [.button, .toggle]),
            description: "Wi-Fi. Кнопка-переключатель. Выкл.", hint: "Коснитесь дважды, чтобы переключить настройку."),
        Case(
            locale: "ru", node: .init(label: "Пароль", traits: [.textEntry, .secureTextField]),
            description: "Пароль. Защищённое текстовое поле.", hint: "коснитесь дважды, чтобы редактировать"),
        Case(
            locale: "ru", node: .init(label: "Имя", traits: .textEntry), description: "Имя. Текстовое поле.",
            hint: "коснитесь дважды, чтобы редактировать"),
        Case(
            locale: "ru", node: .init(label: "День", traits: .button), context: .series(index: 2, count: 3),
            description: "День. Кнопка. 2 из 3."),
        Case(locale: "ru", node: .init(label: "Подвал"), context: .landmarkEnd, description: "Подвал. Конец строки."),
        Case(locale: "ru", node: .init(label: "Назад", traits: .backButton), description: "Кнопка назад."),
    ]

    @Test(arguments: cases)
    func `German and Russian trait words, hints and positions`(testCase: Case) {
        let speech = Speech(node: testCase.node, context: testCase.context, locale: testCase.locale)
        #expect(speech.description == testCase.description)
        #expect(speech.hint == testCase.hint)
    }

    @Test func `the element's own language wins over the setting`() {
        let node = AccessibilityNode(label: "Senden", traits: .button, language: "de-AT")
        #expect(Speech(node: node, locale: "ru").description == "Senden. Taste.")
        #expect(Speech(node: AccessibilityNode(label: "Go", traits: .button, language: "fr"), locale: "de").description == "Go. Button.")
    }

    @Test func `the corrected strings contain only Cyrillic letters where Russian is meant`() {
        let hint = SpeechStrings.russian.isEditingHint
        #expect(!hint.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    }

    @Test(arguments: [
        ("de", "de"), ("DE", "de"), ("de-CH", "de"), ("de_AT", "de"), ("-de", "de"), ("__ru", "ru"), ("ru-RU", "ru"),
        ("Ru", "ru"), ("deu", "en"), ("d", "en"), ("", "en"), ("en-GB", "en"), ("fr", "en"), ("de-", "de"),
        ("d-e", "en"), ("de\u{301}", "en"), ("de-\u{301}CH", "en"), ("\u{301}de", "en"), ("dé", "en"), ("ru\r\n", "en"),
    ])
    func `the primary language subtag picks the strings`(tag: String, language: String) {
        #expect(SpeechStrings.forLanguage(tag).language == language)
    }

    @Test func `custom actions are announced in the element's language`() {
        let node = AccessibilityNode(label: "Brief", customActions: ["Löschen"])
        #expect(Speech(node: node, locale: "de").extras == ["Aktionen verfügbar"])
        #expect(Speech(node: node, locale: "ru").extras == ["Доступны действия"])
    }
}
