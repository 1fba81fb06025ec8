/// A notification a component posted to assistive technologies during an
/// action (SwiftUI's `AccessibilityNotification`, UIKit's
/// `UIAccessibility.post(notification:argument:)`), as the screen reader
/// receives it from its subject.
///
/// ```swift
/// subject.perform(.activate, on: "save")
/// subject.takePostedNotifications()   // [.announcement("Saved")]
/// ```
public enum PostedNotification: Hashable, Sendable, CustomStringConvertible {
    /// Speak this text (queued after what VoiceOver is already saying).
    case announcement(String)
    /// Part of the screen changed; focus moves to `focus` when given.
    case layoutChanged(focus: ElementID?)
    /// A new screen appeared; focus moves to `focus`, or to the first element.
    case screenChanged(focus: ElementID?)

    public var description: String {
        switch self {
        case .announcement(let text): "announcement \"\(text)\""
        case .layoutChanged(let focus): "layoutChanged(\(focus?.rawValue ?? "nil"))"
        case .screenChanged(let focus): "screenChanged(\(focus?.rawValue ?? "nil"))"
        }
    }
}
