import AccessibilityModel
import HeadlessUI

extension DesignSystemEntries {
    /// The sample messages of the MessageList entry: Ann and Cem unread, unless all are read.
    static func sampleMessages(allRead: Bool) -> [DSMessage] {
        [
            DSMessage(id: 1, sender: "Ann", subject: "Lunch tomorrow?", received: "9:41", isUnread: !allRead),
            DSMessage(id: 2, sender: "Ben", subject: "Minutes", received: "9:12", isUnread: false),
            DSMessage(id: 3, sender: "Cem", subject: "Tickets", received: "8:30", isUnread: !allRead),
            DSMessage(id: 4, sender: "Dan", subject: "Photos", received: "Yesterday", isUnread: false),
        ]
    }

    static let messageList = CatalogEntry(
        "MessageList",
        summary: "A titled list of messages with an Unread rotor over the unread ones; each row offers when it arrived as custom content.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Inbox"), summary: "The heading."),
            ParameterDescriptor("allRead", .bool, default: .bool(false), summary: "Whether every message is read (the Unread rotor is empty)."),
        ],
        states: [
            StateDescriptor(name: "unread"),
            StateDescriptor(name: "all read", arguments: ["allRead": .bool(true)]),
        ],
        contract: { arguments in
            let allRead = arguments.bool("allRead") == true
            var stops: [DeclaredContract.ExpectedStop] = [.init(label: arguments.string("title"), traits: .header)]
            for message in sampleMessages(allRead: allRead) {
                stops.append(
                    .init(
                        label: message.sender + ", " + message.subject, value: message.isUnread ? "Unread" : nil,
                        forbiddenTraits: [.button, .image]))
            }
            return DeclaredContract(
                "the title as a heading, then one element per message (sender, subject), valued Unread when unread",
                stops: stops)
        }
    ) { context in
        AnyView(DSMessageList(title: context.string("title"), messages: sampleMessages(allRead: context.bool("allRead"))))
    }
}
