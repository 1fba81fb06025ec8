import HeadlessUI
import ScreenReader
import Testing

/// Decision 24: custom content, synthetic children and representations.
@Suite struct CustomContentTests {
    private func settings(_ locale: String) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.locale = locale
        return settings
    }

    // Reference §2.1: high-importance custom content is read with the element before the hint;
    // default importance is offered on demand ("More Content Available", AS/strings).
    @Test func `high-importance content is read after the traits and default content is offered on demand`() {
        let dish = Button("Pasta") {}
            .accessibilityValue("12 euros")
            .accessibilityCustomContent("Allergens", Text("Gluten"), importance: .high)
            .accessibilityCustomContent("Calories", Text("640"))
        let vo = VoiceOver(dish)
        let spoken = vo.next()
        #expect(spoken == "Pasta: 12 euros. Button. Allergens: Gluten.")
        #expect(spoken.extras == ["More Content Available"])
        #expect(
            vo.focusedNode?.customContent == [
                CustomContent(label: "Allergens", value: "Gluten", isHighImportance: true),
                CustomContent(label: "Calories", value: "640"),
            ])
    }

    @Test(arguments: [("en", "More Content Available"), ("de", "Weiterhin inhalte verfügbar"), ("ru", "Доступно больше контента")])
    func `the more-content word is the locale's`(locale: String, expected: String) {
        let vo = VoiceOver(Text("Pasta").accessibilityCustomContent("Calories", Text("640")), settings: settings(locale))
        #expect(vo.next().extras == [expected])
    }

    @Test func `a later content with the same label replaces the earlier`() {
        let vo = VoiceOver(
            Text("Pasta")
                .accessibilityCustomContent("Allergens", Text("Gluten"), importance: .high)
                .accessibilityCustomContent("Allergens", Text("None"), importance: .high))
        #expect(vo.next() == "Pasta. Allergens: None.")
    }

    @Test func `accessibility children make a labelled element the container of synthetic elements`() {
        let chart = Rectangle()
            .frame(height: 120)
            .accessibilityLabel("Sales")
            .accessibilityChildren {
                HStack {
                    Rectangle().accessibilityLabel("January").accessibilityValue("12")
                    Rectangle().accessibilityLabel("February").accessibilityValue("20")
                }
            }
        let vo = VoiceOver(chart)
        #expect(vo.speakAll().map(\.description) == ["Sales. January: 12", "February: 20"])
    }

    @Test func `a representation replaces the view's element with the representation's`() {
        struct Stars: View {
            @State private var on = false
            var body: some View {
                Circle()
                    .frame(width: 44, height: 44)
                    .accessibilityRepresentation { Toggle("Favorite", isOn: $on) }
            }
        }
        let vo = VoiceOver(Stars())
        #expect(vo.next() == "Favorite. Switch Button. Off.")
        #expect(vo.activate() == "On.")
    }
}
