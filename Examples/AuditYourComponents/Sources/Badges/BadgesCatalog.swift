import HeadlessUI

extension Catalog {
    /// The badges library's components, as the audit and the scenarios see them.
    public static let badges = Catalog(
        "badges",
        entries: [
            CatalogEntry(
                "CountBadge", summary: "A count with its meaning, read as one element.",
                parameters: [
                    ParameterDescriptor("title", .string, default: .string("Unread messages")),
                    ParameterDescriptor("count", .integer, default: .number(3)),
                ],
                states: [StateDescriptor(name: "default"), StateDescriptor(name: "empty", arguments: ["count": .number(0)])],
                contract: { arguments in
                    DeclaredContract(
                        "one element whose label is the title and whose value is the count",
                        stops: [
                            .init(label: arguments.string("title"), value: arguments.number("count").map { String(Int($0)) })
                        ])
                }
            ) { context in
                AnyView(CountBadge(context.string("title"), count: Int(context.number("count"))))
            },
            CatalogEntry(
                "InboxButton", summary: "Opens the inbox and shows the unread count; its label breaks the design system's verb rule.",
                parameters: [ParameterDescriptor("unread", .integer, default: .number(3))],
                states: [StateDescriptor(name: "default")]
            ) { context in
                AnyView(InboxButton(unread: Int(context.number("unread"))))
            },
        ])
}
