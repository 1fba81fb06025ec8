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
        ("dynamicTypeSize=acessibility3",
         "'acessibility3' is not a value of dynamicTypeSize (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5); did you mean 'accessibility3'?", 16),
        ("colorScheme=dark,reduceMotion", "expected key=value, found 'reduceMotion'; did you mean 'reduceMotion=…'?", 17),
        ("boldText=yes", "'yes' is not a value of boldText (false, true)", 9),
        ("frobnicate=1", "unknown setting 'frobnicate'", 0),
    ])
    func `bad lists are refused with a suggestion and an offset`(_ text: String, _ expected: String, _ offset: Int) {
        do {
            _ = try AccessibilitySettings(parsing: text)
            Issue.record("accepted")
        } catch let error as SettingsError {
            #expect(error.description == expected)
            #expect(error.offset == offset)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
