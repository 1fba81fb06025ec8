import AccessibilityModel
import Testing

@Suite struct SettingsParsingTests {
    @Test func `an empty list gives the defaults`() throws {
        #expect(try AccessibilitySettings(parsing: "") == AccessibilitySettings())
        #expect(try AccessibilitySettings(parsing: " , ").description == "default")
    }

    @Test func `pairs are applied over the defaults`() throws {
        let settings = try AccessibilitySettings(parsing: "colorScheme=dark, dynamicTypeSize=accessibility3,boldText=true")
        #expect(settings.colorScheme == .dark)
        #expect(settings.dynamicTypeSize == .accessibility3)
        #expect(settings.boldText)
        #expect(settings.description == "colorScheme=dark,dynamicTypeSize=accessibility3,boldText=true")
    }

    @Test(arguments: [
        ("colourScheme=dark", "unknown setting 'colourScheme'; did you mean 'colorScheme'?", 0),
        (
            "dynamicTypeSize=acessibility3",
            "'acessibility3' is not a value of dynamicTypeSize (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5); did you mean 'accessibility3'?",
            16
        ),
        ("colorScheme=dark,reduceMotion", "expected key=value, found 'reduceMotion'; did you mean 'reduceMotion=…'?", 17),
        ("boldText=yes", "'yes' is not a value of boldText (false, true)", 9),
        ("frobnicate=1", "unknown setting 'frobnicate'", 0),
    ])
    func `bad lists are refused with a suggestion and an offset`(_ text: String, _ expected: String, _ offset: Int) {
        do {
            _ = try SettingsOverride(parsing: text)
            Issue.record("accepted")
        } catch {
            #expect(error.description == expected)
            #expect(error.offset == offset)
        }
    }
}

@Suite struct SettingsOverrideTests {
    @Test func `only the settings written are fixed; the others keep the cell's values`() throws {
        let fixed = try SettingsOverride(parsing: " dynamicTypeSize=accessibility3 , colorScheme=dark")
        #expect(fixed == SettingsOverride(colorScheme: .dark, dynamicTypeSize: .accessibility3))
        #expect(fixed.fixedKeys == [.colorScheme, .dynamicTypeSize])
        var cell = AccessibilitySettings()
        cell.boldText = true
        cell.colorScheme = .light
        let applied = fixed.applied(to: cell)
        #expect(applied.colorScheme == .dark && applied.dynamicTypeSize == .accessibility3 && applied.boldText)
    }

    @Test func `a value fixed at its default is still fixed`() throws {
        let light = try SettingsOverride(parsing: "colorScheme=light")
        #expect(!light.isEmpty)
        #expect(light.description == "colorScheme=light")
        var dark = AccessibilitySettings()
        dark.colorScheme = .dark
        #expect(light.applied(to: dark).colorScheme == .light)
    }

    @Test(arguments: [
        ("", ""),
        (" , ", ""),
        ("colorScheme=dark", "colorScheme=dark"),
        ("locale=de, boldText=true, colorScheme=dark", "colorScheme=dark,boldText=true,locale=de"),
        ("isEnabled=true,isEnabled=false", "isEnabled=false"),
        (
            "colorScheme=dark,dynamicTypeSize=xSmall,layoutDirection=rightToLeft,isEnabled=false,reduceMotion=true,"
                + "differentiateWithoutColor=true,reduceTransparency=true,boldText=true,contrast=increased,locale=ru",
            "colorScheme=dark,dynamicTypeSize=xSmall,layoutDirection=rightToLeft,isEnabled=false,reduceMotion=true,"
                + "differentiateWithoutColor=true,reduceTransparency=true,boldText=true,contrast=increased,locale=ru"
        ),
    ])
    func `the description is canonical and parses back to the same value`(_ text: String, _ canonical: String) throws {
        let fixed = try SettingsOverride(parsing: text)
        #expect(fixed.description == canonical)
        #expect(try SettingsOverride(parsing: fixed.description) == fixed)
    }

    @Test func `later settings win where both fix a key`() throws {
        let first = SettingsOverride(colorScheme: .dark, boldText: true)
        let merged = first.merging(try SettingsOverride(parsing: "colorScheme=light,locale=de"))
        #expect(merged == SettingsOverride(colorScheme: .light, boldText: true, locale: "de"))
    }

    @Test func `one key and its text value, as a scenario line gives them`() throws {
        #expect(try SettingsOverride(.reduceMotion, "true") == SettingsOverride(reduceMotion: true))
        #expect(throws: SettingsError(message: "'on' is not a value of reduceMotion (false, true)")) {
            try SettingsOverride(.reduceMotion, "on")
        }
    }

    @Test func `the matrix sets a key to each of its values by position`() {
        for key in AccessibilitySettings.Key.allCases {
            for (index, value) in key.allValues.enumerated() {
                var cell = AccessibilitySettings()
                cell.set(key, toValueAt: index)
                #expect(cell.value(of: key) == value)
            }
        }
    }
}
