import HeadlessUI
import ScreenReader
import Testing

/// Decision 22: numbers formatted by a component follow the `locale`
/// setting; the built-in controls' words come from the locale's strings.
@Suite struct LocalisedControlTests {
    private func settings(_ locale: String) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.locale = locale
        return settings
    }

    @Test(arguments: [("en", "3.5"), ("de", "3,5"), ("ru", "3,5")])
    func `Text with a number format follows the locale`(locale: String, expected: String) {
        let vo = VoiceOver(Text(3.5, format: .number), settings: settings(locale))
        #expect(vo.next() == expected)
    }

    @Test(arguments: [("en", "1,234.5"), ("de", "1.234,5")])
    func `grouping and decimal separators are the locale's`(locale: String, expected: String) {
        #expect(VoiceOver(Text(1234.5, format: .number), settings: settings(locale)).next() == expected)
    }

    // The stepper's button words per language; the trait words are the reference's §2.5 strings.
    // de/ru button names are iOS's stepper words as the simulator assumes them (docs/voiceover.md, [UNC]).
    @Test(arguments: [
        ("en", ["Amount: 2.5", "Decrement. Button.", "Increment. Button."]),
        ("de", ["Amount: 2,5", "Verringern. Taste.", "Erhöhen. Taste."]),
        ("ru", ["Amount: 2,5", "Уменьшить. Кнопка.", "Увеличить. Кнопка."]),
    ])
    func `the Stepper's value and button words are the locale's`(locale: String, expected: [String]) {
        struct Amount: View {
            @State private var amount = 2.5
            var body: some View { Stepper("Amount", value: $amount, in: 0...10, step: 0.5) }
        }
        let vo = VoiceOver(Amount(), settings: settings(locale))
        #expect(vo.speakAll().map(\.description) == expected)
    }
}
