import AccessibilityModel
import AccessibilityTesting
import HeadlessUI
import ScreenReader
import Testing

/// The `ios` setting (docs/voiceover.md, "iOS versions").
@Suite struct IOSVersionTests {
    struct Fruits: View {
        var body: some View {
            List {
                Section("Fruits") {
                    Text("Apple")
                }
            }
        }
    }

    // AccessibilitySnapshot (cashapp, Apache-2.0) commit 5b03db8, SwiftUIListSectionTests:
    // testListWithSectionHeaders_17_5 and _18_5 "FRUITS. Heading.", _26_2 "Fruits. Heading.".
    @Test(arguments: [
        ("en", IOSVersion.iOS17, "FRUITS. Heading."), ("en", .iOS18, "FRUITS. Heading."), ("en", .iOS26, "Fruits. Heading."),
        ("de", .iOS18, "FRUITS. Überschrift."), ("de", .iOS26, "Fruits. Überschrift."),
        ("ru", .iOS18, "FRUITS. Заголовок."), ("ru", .iOS26, "Fruits. Заголовок."),
    ])
    func `a grouped list's section header is upper-cased before iOS 26`(locale: String, ios: IOSVersion, expected: String) {
        var settings = AccessibilitySettings()
        settings.locale = locale
        settings.iosVersion = ios
        #expect(VoiceOver(Fruits(), settings: settings).next() == expected)
    }

    @Test func `the newest version is the default and the setting reads and writes as text`() throws {
        #expect(AccessibilitySettings().iosVersion == .iOS26)
        #expect(try AccessibilitySettings(parsing: "ios=18").iosVersion == .iOS18)
        #expect(SettingsOverride(iosVersion: .iOS17).description == "ios=17")
        #expect(AccessibilitySettings().description == "default")
        #expect(throws: SettingsError.self) { try AccessibilitySettings(parsing: "ios=16") }
    }
}
