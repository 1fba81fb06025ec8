import HeadlessUI
import ScreenReader
import Testing

/// HeadlessUI's `accessibilityRotor` in SwiftUI's shapes (decision 24). Signatures as Apple documents them:
/// `accessibilityRotor(_ label: Text, entries: () -> Content)` (and `LocalizedStringKey`, `StringProtocol`),
/// `accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, entries:)`,
/// `accessibilityRotor(_:entries:entryID:entryLabel:)`, `accessibilityRotor(_:entries:entryLabel:)`,
/// `AccessibilityRotorEntry(_ label:, id:, in: Namespace.ID, textRange:, prepare:)`, `accessibilityRotorEntry(id:in:)`.
@Suite struct CustomRotorViewTests {
    struct Message: Identifiable {
        let id: Int
        let sender: String
        let isUnread: Bool
    }

    static let messages = [
        Message(id: 1, sender: "Ann", isUnread: true),
        Message(id: 2, sender: "Ben", isUnread: false),
        Message(id: 3, sender: "Cem", isUnread: true),
    ]

    /// Apple's VIPs example: a contained list of rows with a rotor over the interesting ones.
    struct Inbox: View {
        var body: some View {
            VStack {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                VStack {
                    ForEach(CustomRotorViewTests.messages) { message in
                        Text(message.sender).accessibilityValue(message.isUnread ? "Unread" : "")
                    }
                }
                .accessibilityElement(children: .contain)
                .accessibilityRotor("Unread") {
                    ForEach(CustomRotorViewTests.messages) { message in
                        if message.isUnread {
                            AccessibilityRotorEntry(message.sender, id: message.id)
                        }
                    }
                }
            }
        }
    }

    @Test func `a rotor over ForEach ids moves through the unread rows`() {
        let voiceOver = VoiceOver(Inbox())
        voiceOver.focus(label: "Ben")
        #expect(voiceOver.selectRotor(named: "Unread") == "Unread")
        #expect(voiceOver.rotorNext() == "Ann: Unread")
        #expect(voiceOver.rotorNext() == "Cem: Unread")
        #expect(voiceOver.rotorNext().event == .boundary)
        #expect(voiceOver.rotorPrevious() == "Ann: Unread")
    }

    @Test func `the rotor is part of the tree its container exposes`() {
        let voiceOver = VoiceOver(Inbox())
        let list = voiceOver.tree.root.children.first { !$0.customRotors.isEmpty }
        #expect(list?.container == .semanticGroup)
        #expect(list?.customRotors.map(\.name) == ["Unread"])
        #expect(list?.customRotors.first?.entries.map(\.label) == ["Ann", "Cem"])
    }

    @Test func `a rotor over a collection with entryID and entryLabel`() {
        let view = VStack {
            ForEach(Self.messages) { Text($0.sender) }
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor(Text("Senders"), entries: Self.messages.reversed(), entryID: \.id, entryLabel: \.sender)
        let voiceOver = VoiceOver(view)
        #expect(voiceOver.next() == "Ann")
        voiceOver.selectRotor(named: "Senders")
        // The entries are Cem, Ben, Ann: Ann is the last, so a step back goes to Ben, then Cem.
        #expect(voiceOver.rotorNext().event == .boundary)
        #expect(voiceOver.rotorPrevious() == "Ben")
        #expect(voiceOver.rotorPrevious() == "Cem")
    }

    @Test func `a rotor over identifiable values with entryLabel, and entries tied by .id`() {
        let view = VStack {
            Text("First").id(1)
            Text("Second").id(2)
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Picks", entries: [Message(id: 2, sender: "Second pick", isUnread: false)], entryLabel: \.sender)
        let voiceOver = VoiceOver(view)
        voiceOver.next()
        voiceOver.selectRotor(named: "Picks")
        #expect(voiceOver.rotorNext() == "Second")
        #expect(voiceOver.focusedNode?.customRotors.isEmpty == true)
    }

    /// AccessibilitySnapshot's CustomRotorsDemo: a rotor on one text whose entries name rows in a namespace.
    struct Menu: View {
        @Namespace private var vegan
        var body: some View {
            VStack {
                Text("Use the Vegan Options rotor")
                    .accessibilityRotor("Vegan Options") {
                        AccessibilityRotorEntry(Text("Salad"), id: "salad", in: vegan)
                        AccessibilityRotorEntry(Text("Soup"), id: "soup", in: vegan)
                    }
                Text("Steak")
                Text("Salad").accessibilityRotorEntry(id: "salad", in: vegan)
                Text("Soup").accessibilityRotorEntry(id: "soup", in: vegan)
            }
        }
    }

    @Test func `entries in a namespace move to the views marked with their id`() {
        let voiceOver = VoiceOver(Menu())
        voiceOver.next()
        voiceOver.selectRotor(named: "Vegan Options")
        #expect(voiceOver.rotorNext() == "Salad")
        // Only on the text that declares it: on Salad the rotor is no longer offered.
        #expect(voiceOver.rotorNext().event == .boundary)
        voiceOver.first()
        #expect(voiceOver.rotorNext() == "Salad")
    }

    @Test func `a replacing rotor's entries are its own, not the screen's headings`() {
        let view = VStack {
            Text("Fruits").accessibilityAddTraits(.isHeader)
            Text("Apples")
            Text("Pears").id("pears")
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor(.headings) {
            AccessibilityRotorEntry("Pears", id: "pears")
        }
        let voiceOver = VoiceOver(view)
        voiceOver.next()
        #expect(voiceOver.selectRotor(.headings) == "Headings")
        #expect(voiceOver.rotorNext() == "Pears")
        #expect(voiceOver.rotorNext().event == .boundary)
    }

    @Test func `entries without an id move to the element that owns the rotor`() {
        let text = "Read the terms"
        let view = VStack {
            Text("Intro")
            Text(text).accessibilityRotor(
                "Terms",
                textRanges: [
                    text.startIndex..<text.index(text.startIndex, offsetBy: 4),
                    text.index(text.endIndex, offsetBy: -5)..<text.endIndex,
                ])
        }
        let voiceOver = VoiceOver(view)
        voiceOver.focus(label: text)
        voiceOver.selectRotor(named: "Terms")
        // A rotor of ranges of the focused element starts before its first range; ranges are not spoken apart.
        #expect(voiceOver.rotorNext() == "Read the terms")
        #expect(voiceOver.rotorNext() == "Read the terms")
        #expect(voiceOver.rotorNext().event == .boundary)
    }
}
