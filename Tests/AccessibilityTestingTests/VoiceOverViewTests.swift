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
