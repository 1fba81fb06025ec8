import HeadlessUI
import Testing

@testable import AccessibilityTesting

@Suite struct VoiceOverViewTests {
    @Test func `a view is spoken as VoiceOver would`() {
        let vo = VoiceOver(Button("Delete", role: .destructive) {})
        #expect(vo.next() == "Delete. Button.")
        #expect(vo.subject.name == "Button")
    }

    @Test func `actions reach the view's live handlers`() {
        let counter = Counter()
        let vo = VoiceOver(Button("Add") { counter.value += 1 })
        vo.next()
        vo.activate()
        vo.activate()
        #expect(counter.value == 2)
    }

    @Test func `settings change what is spoken`() {
        var settings = AccessibilitySettings()
        settings.isEnabled = false
        let vo = VoiceOver(Fixtures.labelledIconButton, settings: settings)
        #expect(vo.next() == "Delete. Dimmed. Button.")
    }

    /// Decision 20: the SwiftUI way to make a tab bar (iOS 17) is a `.contain`
    /// container with the `isTabBar` trait; its buttons are tabs.
    @Test func `a contain container with the isTabBar trait speaks its buttons as tabs`() {
        let bar = HStack {
            Button("Home") {}.accessibilityAddTraits(.isSelected)
            Button("Search") {}
            Button("Profile") {}
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
        let vo = VoiceOver(bar, named: "TabBar")
        #expect(vo.next() == "Selected: Home. Tab. 1 of 3.")
        #expect(vo.next() == "Search. Tab. 2 of 3.")
        #expect(vo.next() == "Profile. Tab. 3 of 3.")
    }

    @Test func `the transcript names the component and records every command`() {
        let vo = VoiceOver(Fixtures.labelledIconButton, named: "DeleteButton")
        vo.next()
        vo.next()
        #expect(vo.subject.name == "DeleteButton")
        #expect(vo.transcript.text == "> next\nDelete. Button.\n> next\n  [boundary]\n")
    }
}

/// A reference a button's action can change.
final class Counter: @unchecked Sendable {
    var value = 0
}
