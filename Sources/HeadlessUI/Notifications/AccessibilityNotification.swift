/// Notifications a view posts to assistive technologies, spelled as in
/// SwiftUI (the Accessibility framework's `AccessibilityNotification`).
///
/// Posting reaches the VoiceOver of the render host whose action is running
/// (the handler of a button, an accessibility action): the host collects the
/// notifications of the action and hands them to its screen reader. Posted
/// outside an action, a notification reaches no one, as one posted while
/// VoiceOver is off.
///
/// ```swift
/// Button("Save") {
///     save()
///     AccessibilityNotification.Announcement("Saved").post()
/// }
/// ```
public enum AccessibilityNotification {
    /// Speaks a message: queued after what VoiceOver is saying.
    public struct Announcement {
        let text: String

        /// An announcement of `announcement`.
        public init(_ announcement: String) { text = announcement }

        /// An announcement of a text's string.
        public init(_ announcement: Text) { text = announcement.content }

        /// Posts the announcement to the running action's screen reader.
        public func post() { NotificationSink.current?.post(.announcement(text)) }
    }

    /// Part of the screen changed (an element appeared or went): VoiceOver
    /// moves to `element` when given; otherwise focus stays where it is (or,
    /// when the focused element went, moves to the first element).
    public struct LayoutChanged {
        let element: Any?

        /// A layout change; `element` is the element to move to: in
        /// HeadlessUI, the `accessibilityIdentifier` (a `String`) of an element.
        public init(_ element: Any? = nil) { self.element = element }

        /// Posts the notification to the running action's screen reader.
        public func post() { NotificationSink.current?.post(.layoutChanged(identifier: element as? String)) }
    }

    /// A new screen appeared: VoiceOver moves to `element` when given,
    /// otherwise to the first element of the screen, and speaks it.
    public struct ScreenChanged {
        let element: Any?

        /// A screen change; `element` is the element to move to: in
        /// HeadlessUI, the `accessibilityIdentifier` (a `String`) of an element.
        public init(_ element: Any? = nil) { self.element = element }

        /// Posts the notification to the running action's screen reader.
        public func post() { NotificationSink.current?.post(.screenChanged(identifier: element as? String)) }
    }
}
