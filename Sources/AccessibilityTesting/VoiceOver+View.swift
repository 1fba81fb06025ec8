import AccessibilityModel
import HeadlessUI
import ScreenReader
import Testing

extension VoiceOver {
    /// A VoiceOver session over a HeadlessUI view, rendered in a fresh host.
    ///
    /// ```swift
    /// let vo = VoiceOver(Button("Delete", role: .destructive) {})
    /// #expect(vo.next() == "Delete. Button.")
    /// ```
    ///
    /// Within an `.accessibilityAudit()` scope the
    /// view is also audited when the test ends, with findings recorded at this line.
    ///
    /// - Parameters:
    ///   - view: the view to drive; actions change its state as they would on a device.
    ///     (Evaluated again for the audit after the test, which starts from the initial state.)
    ///   - name: the component name in the transcript (default: the view's type name).
    ///   - settings: the user's settings (Dynamic Type, dark mode, locale…).
    ///   - options: VoiceOver's own preferences (hints, row tolerance).
    ///   - sourceLocation: where the audit after the test records findings.
    public convenience init<V: View>(
        _ view: @autoclosure @escaping () -> V, named name: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
        options: VoiceOverOptions = VoiceOverOptions(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let underTest = ViewUnderTest(view, name: name)
        AuditSession.registerIfAuditing(underTest, at: sourceLocation)
        self.init(subject: underTest.subject(style: .unstyled), settings: settings, options: options)
    }
}
