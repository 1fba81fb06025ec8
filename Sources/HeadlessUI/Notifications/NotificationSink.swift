/// Where the notifications of one render host's actions collect until its
/// screen reader takes them. The host binds its sink as ``current`` while a
/// handler runs, so a post reaches that host only (never a global queue
/// shared by hosts on other tasks).
final class NotificationSink {
    /// A notification as posted: elements are still named by identifier.
    enum Post {
        case announcement(String)
        case layoutChanged(identifier: String?)
        case screenChanged(identifier: String?)
        /// `@AccessibilityFocusState` moved to an element of the latest render.
        case focus(ElementID)
    }

    private(set) var posts: [Post] = []

    func post(_ post: Post) { posts.append(post) }

    /// Whether nothing is waiting to be taken.
    var isEmpty: Bool { posts.isEmpty }

    /// The posts so far, oldest first; the sink is empty afterwards.
    func take() -> [Post] {
        defer { posts.removeAll() }
        return posts
    }
}

extension NotificationSink: @unchecked Sendable {
    /// The sink of the host whose action runs on this task, if any.
    @TaskLocal static var current: NotificationSink?
}
