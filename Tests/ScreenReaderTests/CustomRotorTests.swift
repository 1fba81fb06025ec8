import AccessibilityModel
import Foundation
import ScreenReader
import Testing

/// Custom rotors and the More Content rotor (decisions 14 and 24).
@Suite struct CustomRotorTests {
    /// A title, then a list (a semantic group) of four rows declaring an
    /// "Unread" rotor over Ann, Dan (hidden) and Cem, in that order, and a
    /// Headings replacement over Ben; then a footer outside the list.
    static func inbox(locale: String = "en") -> VoiceOver {
        func frame(_ y: Double) -> CGRect { CGRect(x: 0, y: y, width: 300, height: 44) }
        var list = AccessibilityNode(
            id: "list", container: .semanticGroup, frame: CGRect(x: 0, y: 50, width: 300, height: 200),
            children: [
                AccessibilityNode(id: "ann", label: "Ann", value: "Unread", frame: frame(50)),
                AccessibilityNode(id: "ben", label: "Ben", frame: frame(100)),
                AccessibilityNode(id: "cem", label: "Cem", value: "Unread", frame: frame(150)),
                AccessibilityNode(id: "dan", label: "Dan", value: "Unread", isHidden: true, frame: frame(200)),
            ])
        list.customRotors = [
            // Declared out of reading order: the rotor follows the component's order.
            CustomRotor(
                name: "Unread",
                entries: [
                    CustomRotor.Entry(label: "Cem", target: "cem"), CustomRotor.Entry(label: "Dan", target: "dan"),
                    CustomRotor.Entry(label: "Message from Ann", target: "ann"), CustomRotor.Entry(label: "Eve", target: "eve"),
                ]),
            CustomRotor(replacing: .headings, entries: [CustomRotor.Entry(target: "ben")]),
        ]
        let root = AccessibilityNode(
            id: "root",
            children: [
                AccessibilityNode(id: "title", label: "Inbox", traits: .header, frame: frame(0)),
                list,
                AccessibilityNode(id: "footer", label: "Updated now", frame: frame(300)),
            ])
        var settings = AccessibilitySettings()
        settings.locale = locale
        return VoiceOver(tree: AccessibilityTree(root: root), settings: settings)
    }

    // SwiftUI's accessibilityRotor(_:entries:) (iOS 15): "a shortcut for Accessibility users to quickly navigate to
    // specific elements"; AccessibilitySnapshot records each rotor result by the target element's own description
    // (AccessibilityElement+UIKit.swift: ResultMarker(elementDescription: element.accessibilityDescription…)).
    @Test func `a custom rotor is selected by its name and moves focus to its entries' elements in its order`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Ben")
        #expect(voiceOver.availableCustomRotors.map(\.name) == ["Unread", ""])
        let selected = voiceOver.selectRotor(named: "unread")
        #expect(selected == "Unread")
        #expect(selected.event == .rotor)
        // Focus is on no entry: a step forward starts at the first entry.
        let first = voiceOver.rotorNext()
        #expect(first == "Cem: Unread")
        #expect(first.event == .moved)
        // Dan is hidden (not on screen): passed over. The entry's label is not spoken, the element is.
        #expect(voiceOver.rotorNext() == "Ann: Unread")
        // Eve names nothing rendered; past the end: boundary, focus stays, nothing spoken.
        let end = voiceOver.rotorNext()
        #expect(end.event == .boundary)
        #expect(end.description.isEmpty)
        #expect(voiceOver.focusedNode?.id == "ann")
        #expect(voiceOver.rotorPrevious() == "Cem: Unread")
        #expect(voiceOver.rotorPrevious().event == .boundary)
    }

    @Test func `a step back from no entry starts at the last reachable entry`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Ben")
        voiceOver.selectRotor(named: "Unread")
        #expect(voiceOver.rotorPrevious() == "Ann: Unread")
    }

    @Test func `the position follows focus moved by other gestures`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Cem")
        voiceOver.selectRotor(named: "Unread")
        #expect(voiceOver.rotorNext() == "Ann: Unread")
    }

    @Test func `a custom rotor is offered only while focus is on its node or inside it`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Updated now")
        #expect(voiceOver.availableCustomRotors.isEmpty)
        #expect(voiceOver.selectRotor(named: "Unread").event == .notFound)
        // With nothing focused, the rotors around the first stop (the title, outside the list).
        #expect(Self.inbox().selectRotor(named: "Unread").event == .notFound)
    }

    // SwiftUI's accessibilityRotor(_ systemRotor:entries:) "replac[es] the specified system-provided Rotor".
    @Test func `a replacing rotor takes the system rotor's place and keeps its name`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Ann")
        #expect(voiceOver.selectRotor(.headings) == "Headings")
        // The title has the header trait, but the list's Headings rotor has only Ben.
        #expect(voiceOver.rotorNext() == "Ben")
        #expect(voiceOver.rotorNext().event == .boundary)
        // Outside the list the system Headings rotor searches the screen again.
        voiceOver.focus(label: "Updated now")
        #expect(voiceOver.rotorPrevious() == "Inbox. Heading.")
    }

    // AccessibilitySnapshot's rotor names (AS/strings rotor.heading.description …); Containers has none there [UNC].
    // (More Content, also without one, is offered only on an element with custom content, decision 25.)
    @Test(arguments: [("en", "Headings", "Containers"), ("de", "Überschriften", "Containers"), ("ru", "Заголовки", "Containers")])
    func `system rotor names are the locale's where AccessibilitySnapshot has them`(locale: String, headings: String, containers: String) {
        let voiceOver = Self.inbox(locale: locale)
        #expect(voiceOver.selectRotor(.headings) == headings)
        #expect(voiceOver.selectRotor(named: headings).event == .rotor)
        #expect(voiceOver.selectedRotor == .headings)
        #expect(voiceOver.selectRotor(.containers) == containers)
        // A custom rotor keeps the component's name in every language.
        voiceOver.focus(label: "Ann")
        #expect(voiceOver.selectRotor(named: "Unread") == "Unread")
    }

    // Square Blueprint's copy of Apple's AXCustomContent header: "By default custom content is available through the
    // rotor"; high importance content is announced "in addition to being available through the rotor".
    @Test func `the More Content rotor reads each custom content as label and value`() {
        let dish = AccessibilityNode(
            id: "pasta", label: "Pasta", traits: .button,
            customContent: [
                CustomContent(label: "Allergens", value: "Gluten", isHighImportance: true),
                CustomContent(label: "Calories", value: "640"),
            ])
        let plain = AccessibilityNode(id: "water", label: "Water", traits: .button)
        let voiceOver = VoiceOver(tree: AccessibilityTree(root: AccessibilityNode(id: "root", children: [dish, plain])))
        voiceOver.next()
        #expect(voiceOver.selectRotor(named: "More Content") == "More Content")
        let first = voiceOver.rotorNext()
        #expect(first == "Allergens, Gluten")
        #expect(first.event == .moved)
        #expect(voiceOver.rotorNext() == "Calories, 640")
        #expect(voiceOver.rotorNext().event == .boundary)
        #expect(voiceOver.rotorPrevious() == "Allergens, Gluten")
        #expect(voiceOver.focusedNode?.id == "pasta")
        // Moving on starts the next element's content afresh; an element without any has none.
        voiceOver.next()
        #expect(voiceOver.rotorNext().event == .boundary)
        voiceOver.previous()
        #expect(voiceOver.rotorPrevious() == "Calories, 640")
    }

    @Test func `the transcript records custom rotor steps`() {
        let voiceOver = Self.inbox()
        voiceOver.focus(label: "Ben")
        voiceOver.selectRotor(named: "Unread")
        voiceOver.rotorNext()
        #expect(
            voiceOver.transcript.text == """
                > focus "Ben"
                Ben
                > rotor "Unread"
                Unread
                  [rotor]
                > rotor next
                Cem: Unread

                """)
    }
}
