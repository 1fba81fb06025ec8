import AccessibilityModel
import ScreenReader
import Testing

/// `FakeScreen` renders purely from its fields.
extension FakeScreen: RepeatableRendering {}

/// A session started from a render the caller already has.
struct RenderedSessionTests {
    @Test func `a session from an existing render speaks and acts like one that renders itself`() {
        let settings = AccessibilitySettings()
        let fresh = VoiceOver(subject: FakeScreen(), settings: settings)
        let screen = FakeScreen()
        let reused = VoiceOver(subject: screen, settings: settings, rendered: screen.render(settings: settings))
        #expect(reused.stops.map(\.path) == fresh.stops.map(\.path))
        for _ in 0..<3 { #expect(reused.next() == fresh.next()) }
        #expect(reused.focusedNode?.label == "Wi-Fi")
        #expect(reused.activate() == fresh.activate())
        #expect(screen.wifi)
    }

    @Test func `without observing actions a gesture still reaches the handler but nothing is rendered or announced`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.observesActions = false
        for _ in 0..<3 { voiceOver.next() }
        #expect(voiceOver.focusedNode?.label == "Wi-Fi")
        let utterance = voiceOver.activate()
        #expect(utterance.actionResult == .performed)
        #expect(utterance.description.isEmpty)
        #expect(screen.wifi)
        // The tree is the one before the action: the switch still reads off.
        #expect(voiceOver.focusedNode?.value == "0")
        voiceOver.observesActions = true
        #expect(voiceOver.activate().actionResult == .performed)
        #expect(!screen.wifi)
        #expect(voiceOver.focusedNode?.value == "0")
    }

    @Test func `a session started from a render and its order speaks like one that orders the render itself`() {
        let screen = FakeScreen()
        let settings = AccessibilitySettings()
        let tree = screen.render(settings: settings)
        let fresh = VoiceOver(subject: FakeScreen(), settings: settings)
        let reused = VoiceOver(subject: screen, settings: settings, rendered: tree, order: ReadingOrder(tree: tree))
        #expect(reused.speakAll() == fresh.speakAll())
        // An order built with another row tolerance is not used for these options.
        let other = VoiceOver(
            subject: screen, settings: settings, options: VoiceOverOptions(rowTolerance: 30), rendered: tree,
            order: ReadingOrder(tree: tree))
        #expect(other.order.rowTolerance == 30)
    }
}
