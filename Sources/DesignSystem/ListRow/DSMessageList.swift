import HeadlessUI

/// One message of a ``DSMessageList``.
public struct DSMessage: Identifiable, Hashable, Sendable {
    public let id: Int
    public let sender: String
    public let subject: String
    /// When it arrived, offered on demand (More Content), not shown.
    public let received: String
    public let isUnread: Bool

    public init(id: Int, sender: String, subject: String, received: String, isUnread: Bool) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.received = received
        self.isUnread = isUnread
    }
}

/// A titled list of messages with an `Unread` rotor: VoiceOver users jump
/// from one unread message to the next with a swipe, as Apple's VIPs example
/// does (`accessibilityRotor(_:entries:)`).
///
/// To assistive technology: the title as a heading, then a container of one
/// element per message reading sender and subject, valued `Unread` when
/// unread, with the time it arrived as custom content (`More Content
/// Available`, read through the More Content rotor). The container offers the
/// `Unread` rotor, whose entries are the unread messages in list order.
///
/// ```swift
/// DSMessageList(title: "Inbox", messages: messages)
/// ```
public struct DSMessageList: View {
    private let title: String
    private let messages: [DSMessage]

    /// A list titled `title` of `messages`, in order.
    public init(title: String, messages: [DSMessage]) {
        self.title = title
        self.messages = messages
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Metrics.medium) {
            Text(title).font(.title2).foregroundStyle(Palette.text.color).accessibilityAddTraits(.isHeader)
            VStack(alignment: .leading, spacing: Metrics.small) {
                ForEach(messages) { message in row(message) }
            }
            .accessibilityElement(children: .contain)
            .accessibilityRotor("Unread") {
                ForEach(messages) { message in
                    if message.isUnread {
                        AccessibilityRotorEntry(message.sender, id: message.id)
                    }
                }
            }
        }
    }

    private func row(_ message: DSMessage) -> some View {
        DSRowContent(
            title: message.sender, subtitle: message.subject, mark: message.isUnread ? "circle.fill" : nil,
            verticalPadding: Metrics.small
        )
        .accessibilityElement(children: .combine)
        .accessibilityValue(message.isUnread ? "Unread" : "")
        .accessibilityCustomContent("Received", Text(message.received))
    }
}
