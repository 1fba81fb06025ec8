import AccessibilityModel
import Testing
import ScreenReader

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
}
