import Foundation
import HeadlessUI

/// The entries of the components that make up screens: a text field, a
/// dialog, a tab bar and a list row (issue 21's scenarios drive them).
extension DesignSystemEntries {
    static let textField = CatalogEntry(
        "TextField",
        summary: "A labelled text field: the title is the label, the prompt the placeholder; one text-entry element.",
        parameters: [
            ParameterDescriptor("title", .string, summary: "The label, drawn above the field."),
            ParameterDescriptor("prompt", .string, default: .string(""), summary: "The placeholder while the field is empty."),
            ParameterDescriptor("text", .string, default: .string(""), bound: true, summary: "The text; typing changes it."),
            ParameterDescriptor("secure", .bool, default: .bool(false), summary: "A password field: its value is one • per character."),
        ],
        states: [
            StateDescriptor(name: "empty"),
            StateDescriptor(name: "filled", arguments: ["text": .string("jo@example.com")]),
            StateDescriptor(name: "secure", arguments: ["secure": .bool(true), "text": .string("hunter2")]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            let text = arguments.string("text") ?? ""
            let secure = arguments.bool("secure") == true
            let shown = text.isEmpty ? arguments.string("prompt") : secure ? String(repeating: "•", count: text.count) : text
            return DeclaredContract(
                "one text field: label = title, value = the text (• per character when secure) or the prompt while empty",
                stops: [
                    .init(
                        label: arguments.string("title"), value: shown?.isEmpty == false ? shown : nil,
                        traits: secure ? [.textEntry, .secureTextField] : .textEntry, actions: .activate)
                ])
        },
        suppressions: [
            Suppression(
                rule: "target-size", element: nil,
                reason:
                    "a SwiftUI TextField's element is the field itself, 34 pt tall, whatever frame or padding surrounds it; the drawn box is 44 pt and 2.5.8's 24 pt is met, 2.5.5's 44 pt cannot be reached by the field"
            )
        ]
    ) { context in
        AnyView(
            DSTextField(
                context.string("title"), text: context.bindingString("text"), prompt: context.string("prompt"),
                isSecure: context.bool("secure")))
    }

    static let dialog = CatalogEntry(
        "Dialog",
        summary: "A confirmation dialog over a screen: a modal container (heading, message, Cancel, confirm); escape cancels.",
        parameters: [
            ParameterDescriptor("title", .string, summary: "The question, a heading."),
            ParameterDescriptor("message", .string, summary: "What confirming does."),
            ParameterDescriptor("confirmTitle", .string, default: .string("Delete"), summary: "The confirm button's title."),
            ParameterDescriptor("isPresented", .bool, default: .bool(true), bound: true, summary: "Whether the dialog is shown."),
        ],
        states: [
            StateDescriptor(name: "presented"),
            StateDescriptor(name: "dismissed", arguments: ["isPresented": .bool(false)]),
        ],
        contract: { arguments in
            guard arguments.bool("isPresented") != false else {
                return DeclaredContract(
                    "the screen below: its heading, its text and the button that shows the dialog",
                    stops: [
                        .init(label: DialogFixture.screenTitle, traits: .header),
                        .init(label: DialogFixture.item, traits: .staticText),
                        .init(label: DialogFixture.showTitle, traits: .button, actions: .activate),
                    ])
            }
            return DeclaredContract(
                "a modal: only the dialog's heading, message, Cancel and confirm buttons are reachable",
                stops: [
                    .init(label: arguments.string("title"), traits: .header),
                    .init(label: arguments.string("message"), traits: .staticText),
                    .init(label: "Cancel", traits: .button, actions: .activate),
                    .init(label: arguments.string("confirmTitle"), traits: .button, actions: .activate),
                ])
        }
    ) { context in
        AnyView(
            DialogFixture(
                title: context.string("title"), message: context.string("message"),
                confirmTitle: context.string("confirmTitle"), isPresented: context.bindingBool("isPresented")))
    }

    static let tabBar = CatalogEntry(
        "TabBar",
        summary: "A tab bar of three tabs under the selected tab's heading: a container with the tab-bar trait.",
        parameters: [
            ParameterDescriptor("selection", .number, default: .number(0), bound: true, summary: "The selected tab: 0, 1 or 2.")
        ],
        states: [
            StateDescriptor(name: "first"),
            StateDescriptor(name: "last", arguments: ["selection": .number(2)]),
        ],
        contract: { _ in
            // The tabs' order mirrors in right-to-left, so the stops are not declared one by one.
            DeclaredContract("the selected tab's heading, then a tab bar: one tab per title (Tab, i of 3), the selected one with the selected trait")
        },
        validate: { arguments in
            guard let selection = arguments.number("selection"), selection < 0 || selection > 2 || selection != selection.rounded() else {
                return []
            }
            return [ArgumentProblem(parameter: "selection", message: "selection must be 0, 1 or 2, found \(selection.formatted(.number))")]
        }
    ) { context in
        AnyView(TabBarFixture(selection: context.bindingDouble("selection")))
    }

    static let messageRow = CatalogEntry(
        "MessageRow",
        summary: "A message row: one element reading title and subtitle, with Flag and Delete as custom actions; magic tap flags.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("subtitle", .string),
            ParameterDescriptor("isFlagged", .bool, default: .bool(false), bound: true, summary: "Flag/Unflag and magic tap change it."),
        ],
        states: [
            StateDescriptor(name: "unflagged"),
            StateDescriptor(name: "flagged", arguments: ["isFlagged": .bool(true)]),
        ],
        contract: { arguments in
            let flagged = arguments.bool("isFlagged") == true
            let label = [arguments.string("title"), arguments.string("subtitle")].compactMap { $0 }.joined(separator: ", ")
            return DeclaredContract(
                "one element reading title and subtitle, valued Flagged when flagged, with Flag/Unflag and Delete",
                stops: [
                    .init(
                        label: label, value: flagged ? "Flagged" : nil, forbiddenTraits: [.button, .image],
                        customActions: [flagged ? "Unflag" : "Flag", "Delete"])
                ])
        }
    ) { context in
        AnyView(
            ListRowFixture(
                title: context.string("title"), subtitle: context.string("subtitle"),
                isFlagged: context.bindingBool("isFlagged")))
    }
}

/// A screen with a dialog over it: the screen's heading, an item and the
/// button that presents the dialog again.
struct DialogFixture: View {
    static let screenTitle = "Drafts"
    static let item = "Trip notes"
    static let showTitle = "Delete draft"
    let title: String
    let message: String
    let confirmTitle: String
    let isPresented: Binding<Bool>
    @State private var deleted = false

    var body: some View {
        ZStack {
            VStack(alignment: .leading, spacing: Metrics.large) {
                Text(Self.screenTitle).font(.title3).accessibilityAddTraits(.isHeader)
                Text(deleted ? "No drafts" : Self.item).font(.body)
                // The dialog replaces the button that presents it: no control is left behind the modal.
                if !isPresented.wrappedValue {
                    Button(Self.showTitle) {
                        isPresented.wrappedValue = true
                        AccessibilityNotification.ScreenChanged().post()
                    }
                    .buttonStyle(.dsBordered)
                }
            }
            .foregroundStyle(Palette.text.color)
            if isPresented.wrappedValue {
                DSDialog(
                    title: title, message: message, confirmTitle: confirmTitle, announcement: "Draft deleted",
                    onConfirm: {
                        deleted = true; isPresented.wrappedValue = false
                    },
                    onCancel: { isPresented.wrappedValue = false })
            }
        }
    }
}

/// The selected tab's title as a heading over a ``DSTabBar``.
struct TabBarFixture: View {
    static let titles = ["Home", "Search", "Profile"]
    let selection: Binding<Double>

    var body: some View {
        let index = Binding<Int>(get: { max(0, min(2, Int(selection.wrappedValue))) }, set: { selection.wrappedValue = Double($0) })
        VStack(spacing: Metrics.large) {
            Text(Self.titles[index.wrappedValue]).font(.title3).foregroundStyle(Palette.text.color).accessibilityAddTraits(.isHeader)
            DSTabBar(Self.titles, selection: index)
        }
    }
}

/// One ``DSListRow``, and `No messages` once it is deleted.
struct ListRowFixture: View {
    let title: String
    let subtitle: String
    let isFlagged: Binding<Bool>
    @State private var deleted = false

    var body: some View {
        VStack {
            if deleted {
                Text("No messages").font(.body).foregroundStyle(Palette.text.color)
            } else {
                DSListRow(title: title, subtitle: subtitle, isFlagged: isFlagged) { deleted = true }
            }
        }
    }
}
