/// The words VoiceOver adds to what an element says, in one language
/// (reference §2.5).
///
/// English, German and Russian are provided. The German and Russian strings
/// are the reference's, with the typos it flags corrected where the fix is
/// certain (see docs/voiceover.md, "Localisation").
///
/// ```swift
/// SpeechStrings.forLanguage("de-CH").button  // "Taste."
/// ```
public struct SpeechStrings: Hashable, Sendable {
    /// The language code these strings are for (`en`, `de`, `ru`).
    public var language: String
    /// Spoken alone when a selected element has nothing else to say.
    public var selected: String
    /// Put before the label and value of a selected element (`Selected: `).
    public var selectedPrefix: String
    public var notEnabled: String
    public var button: String
    public var backButton: String
    /// The word a back button's label is compared with (case-insensitively).
    public var back: String
    public var tab: String
    public var header: String
    /// Before the level of a heading that has one: `Heading level` in `Heading level 2.` (decision 25).
    public var headingLevelWords: String
    public var link: String
    public var adjustable: String
    public var adjustableHint: String
    public var image: String
    public var searchField: String
    public var switchButton: String
    public var switchOn: String
    public var switchOff: String
    public var switchMixed: String
    public var switchHint: String
    /// Between the index and the count of a series: `of` in `2 of 6.`
    public var seriesOf: String
    public var listStart: String
    public var listEnd: String
    public var landmarkStart: String
    public var landmarkEnd: String
    public var textField: String
    public var secureTextField: String
    public var textFieldHint: String
    public var isEditing: String
    public var isEditingHint: String
    public var actionsAvailable: String
    public var moreContentAvailable: String

    /// The hint of a multi-line text field that is not being edited; the
    /// reference's odd `., ` join is kept (§2.2 step 8, "sic").
    public var textAreaHint: String { textFieldHint + ", " + isEditingHint }

    /// The trait words of a heading of `level` (1…6): `Heading level 2.`
    public func headingLevel(_ level: Int) -> String {
        "\(headingLevelWords) \(level)."
    }

    /// `<description> <index> <of> <count>.`; digits are not grouped, as a
    /// default `NumberFormatter` (style `.none`) writes them in every locale.
    public func series(_ description: String, index: Int, count: Int) -> String {
        let position = "\(index) \(seriesOf) \(count)."
        return description.isEmpty ? position : description + " " + position
    }

    /// The strings for a BCP 47 language tag: its primary subtag picks `de`
    /// or `ru`; anything else (or `nil`) speaks English.
    public static func forLanguage(_ tag: String?) -> SpeechStrings {
        guard let tag else { return .english }
        if let language = asciiLanguage(tag) { return language }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch primary {
        case "de": return .german
        case "ru": return .russian
        default: return .english
        }
    }

    /// The answer of ``forLanguage(_:)`` for an all-ASCII tag, read from its
    /// bytes without building strings (every element is spoken with one);
    /// `nil` for any other tag.
    private static func asciiLanguage(_ tag: String) -> SpeechStrings? {
        var first: UInt8 = 0
        var second: UInt8 = 0
        var count = 0
        var ended = false
        for byte in tag.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if count > 0 { ended = true }
                continue
            }
            if ended { continue }
            if count == 0 { first = byte | 0x20 } else if count == 1 { second = byte | 0x20 }
            count += 1
        }
        guard count == 2 else { return .english }
        switch (first, second) {
        case (UInt8(ascii: "d"), UInt8(ascii: "e")): return .german
        case (UInt8(ascii: "r"), UInt8(ascii: "u")): return .russian
        default: return .english
        }
    }

    /// English (the canonical transcript language).
    public static let english = SpeechStrings(
        language: "en",
        selected: "Selected.", selectedPrefix: "Selected: ", notEnabled: "Dimmed.", button: "Button.",
        backButton: "Back Button.", back: "Back", tab: "Tab.", header: "Heading.", headingLevelWords: "Heading level", link: "Link.",
        adjustable: "Adjustable.", adjustableHint: "Swipe up or down with one finger to adjust the value.",
        image: "Image.", searchField: "Search Field.", switchButton: "Switch Button.",
        switchOn: "On.", switchOff: "Off.", switchMixed: "Mixed.", switchHint: "Double tap to toggle setting.",
        seriesOf: "of", listStart: "List Start.", listEnd: "List End.", landmarkStart: "Landmark.", landmarkEnd: "End.",
        textField: "Text Field.", secureTextField: "Secure Text Field.", textFieldHint: "Double tap to edit.",
        isEditing: "Is editing.", isEditingHint: "Use the rotor to access Misspelled Words",
        actionsAvailable: "Actions Available", moreContentAvailable: "More Content Available"
    )

    /// German. Corrected: `Zuriff` → `Zugriff` and the unclosed quote in the
    /// editing hint.
    public static let german = SpeechStrings(
        language: "de",
        selected: "Auswahl.", selectedPrefix: "Auswahl: ", notEnabled: "Grau dargestellt.", button: "Taste.",
        backButton: "Zurück Taste.", back: "Zurück", tab: "Tabulator.", header: "Überschrift.", headingLevelWords: "Überschrift Ebene",
        link: "Hyperlink.",
        adjustable: "Einstellbar.",
        adjustableHint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
        image: "Bild.", searchField: "Suchfeld.", switchButton: "Umschalttaste.",
        switchOn: "Ein.", switchOff: "Aus.", switchMixed: "Gemischt.", switchHint: "Zum Umschalten Doppeltippen.",
        seriesOf: "von", listStart: "Anfang der Liste.", listEnd: "Ende der Liste.",
        landmarkStart: "Orientierungspunkt.", landmarkEnd: "Ende.",
        textField: "Textfeld.", secureTextField: "Sicheres Textfeld.", textFieldHint: "Zum Bearbeiten doppeltippen.",
        isEditing: "Bearbeiten", isEditingHint: "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden",
        actionsAvailable: "Aktionen verfügbar", moreContentAvailable: "Weiterhin inhalte verfügbar"
    )

    /// Russian. Corrected: the text-field word's lower-case first letter, and
    /// Latin look-alike letters in the editing hint.
    public static let russian = SpeechStrings(
        language: "ru",
        selected: "Выбрано.", selectedPrefix: "Выбрано: ", notEnabled: "Недоступно.", button: "Кнопка.",
        backButton: "Кнопка назад.", back: "назад", tab: "Вкладка.", header: "Заголовок.", headingLevelWords: "Заголовок уровня",
        link: "Ссылка.",
        adjustable: "Элемент регулировки.",
        adjustableHint: "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        image: "Изображение.", searchField: "Поле поиска.", switchButton: "Кнопка-переключатель.",
        switchOn: "Вкл.", switchOff: "Выкл.", switchMixed: "Смешанно.",
        switchHint: "Коснитесь дважды, чтобы переключить настройку.",
        seriesOf: "из", listStart: "Начало списка.", listEnd: "Конец списка.",
        landmarkStart: "Ориентир.", landmarkEnd: "Конец строки.",
        textField: "Текстовое поле.", secureTextField: "Защищённое текстовое поле.",
        textFieldHint: "коснитесь дважды, чтобы редактировать",
        isEditing: "Идет правка", isEditingHint: "Используйте ротор для доступа к объекту: Слова с ошибками",
        actionsAvailable: "Доступны действия", moreContentAvailable: "Доступно больше контента"
    )
}
