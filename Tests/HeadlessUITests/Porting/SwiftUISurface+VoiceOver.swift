// The VoiceOver surface: rotors, focus state, notifications, custom content,
// representations and text entry, exactly as SwiftUI spells them (see
// SwiftUISurface.swift).
import HeadlessUI

struct SurfaceMessage: Identifiable {
    let id: Int
    let sender: String
    let isUnread: Bool
}

struct SurfaceVoiceOver: View {
    let messages = [SurfaceMessage(id: 1, sender: "Ana", isUnread: true), SurfaceMessage(id: 2, sender: "Ben", isUnread: false)]
    @State private var name = ""
    @State private var code = ""
    @State private var isMuted = false
    @AccessibilityFocusState private var isNameFocused: Bool

    var body: some View {
        VStack {
            VStack {
                ForEach(messages) { message in
                    Text(message.sender)
                        .accessibilityCustomContent("Status", message.isUnread ? "Unread" : "Read")
                        .accessibilityCustomContent(Text("Sender"), Text(message.sender), importance: .high)
                        .id(message.id)
                }
            }
            // On a container: a modifier on a ForEach applies to each view it makes, as in SwiftUI.
            .accessibilityElement(children: .contain)
            .accessibilityRotor("Unread") {
                ForEach(messages.filter(\.isUnread)) { message in
                    AccessibilityRotorEntry(Text(message.sender), id: message.id)
                }
            }
            TextField("Name", text: $name, prompt: Text("Your name"))
                .textContentType(.name)
                .accessibilityFocused($isNameFocused)
            SecureField("Code", text: $code, prompt: Text("6 digits"))
            Button("Save") {
                AccessibilityNotification.Announcement("Saved").post()
                isNameFocused = true
            }
            .accessibilityAction(.magicTap) { isMuted.toggle() }
            Capsule().fill(isMuted ? Color.gray : Color.green).frame(width: 50, height: 30)
                .accessibilityRepresentation { Toggle("Muted", isOn: $isMuted) }
            Text("Progress")
                .accessibilityAddTraits(.updatesFrequently)
                .accessibilityAction(.escape) { isMuted = false }
        }
    }
}

/// The other rotor, focus and text-entry forms docs/porting.md lists.
struct SurfaceVoiceOverForms: View {
    enum Field: Hashable { case note, amount }
    let messages = [SurfaceMessage(id: 1, sender: "Ana", isUnread: true)]
    @Namespace private var namespace
    @State private var note = "Hello"
    @State private var amount = ""
    @AccessibilityFocusState private var focus: Field?

    var body: some View {
        VStack {
            Text("Inbox").font(.headline).accessibilityAddTraits(.isHeader)
                .accessibilityRotorEntry(id: "inbox", in: namespace)
            TextEditor(text: $note)
                .accessibilityFocused($focus, equals: .note)
            TextField("Amount", text: $amount, prompt: Text("0.00"), axis: .vertical)
                .keyboardType(.decimalPad)
                .accessibilityFocused($focus, equals: .amount)
            Button("Next") {
                focus = .amount
                AccessibilityNotification.LayoutChanged().post()
                AccessibilityNotification.ScreenChanged().post()
            }
            VStack { Text("Ana") }
                .accessibilityElement(children: .combine)
                .accessibilityChildren {
                    Text("Ana"); Text("Unread")
                }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor(.headings) { AccessibilityRotorEntry(Text("Inbox"), id: "inbox", in: namespace) }
        .accessibilityRotor("Senders", entries: messages, entryLabel: \.sender)
        .accessibilityRotor("Greeting") { AccessibilityRotorEntry("Hello", textRange: note.startIndex..<note.endIndex) }
    }
}

/// Actions as a builder, zoom, and custom content whose value is a localized key.
struct SurfaceActions: View {
    @State private var scale = 1.0
    @State private var isFavorite = false
    let reviews = 2847

    var body: some View {
        VStack {
            Text("Important Email")
                .accessibilityActions {
                    Button(isFavorite ? "Remove from favorites" : "Add to favorites") { isFavorite.toggle() }
                    Button("Reply") {}
                    Button("Delete", role: .destructive) {}
                }
            Text("Headphones")
                .accessibilityAction(named: "Buy") {}
                .accessibilityAction(named: Text("Share")) {}
                .accessibilityCustomContent("Rating", "4.5 stars from \(reviews) reviews")
                .accessibilityCustomContent("SKU", "WH-1000XM5", importance: .high)
            Rectangle()
                .frame(width: 100, height: 100)
                .accessibilityLabel("Map")
                .accessibilityZoomAction { action in
                    scale *= action.direction == .zoomIn ? 2 : 0.5
                }
        }
    }
}
