/// The German and Russian names of VoiceOver's rotors, where
/// AccessibilitySnapshot gives them (AS/strings, `rotor.*.description`);
/// the other rotors keep their English names in every language [UNC].
enum RotorNames {
    /// `name` of `rotor` in the language code `language` (`en`, `de`, `ru`).
    static func name(of rotor: Rotor, language: String) -> String {
        guard let names = table[rotor.name] else { return rotor.name }
        switch language {
        case "de": return names.german
        case "ru": return names.russian
        default: return rotor.name
        }
    }

    /// The German and Russian names of `rotor`, for finding it by name.
    static func translations(of rotor: Rotor) -> [String] {
        guard let names = table[rotor.name] else { return [] }
        return [names.german, names.russian]
    }

    /// By English name. Containers, Actions, Adjust Value and More Content
    /// are not in AS/strings and stay English.
    private static let table: [String: (german: String, russian: String)] = {
        var table: [String: (german: String, russian: String)] = [
            "Headings": ("Überschriften", "Заголовки"),
            "Links": ("Links", "Ссылки"),
            "Images": ("Bilder", "Изображения"),
            "Text Fields": ("Textfelder", "Текстовые поля"),
            "Lists": ("Listen", "Списки"),
            "Landmarks": ("Orientierungspunkte", "Ориентиры"),
        ]
        for level in 1...6 { table["Heading \(level)"] = ("Überschrift \(level)", "Заголовок \(level)") }
        return table
    }()
}
