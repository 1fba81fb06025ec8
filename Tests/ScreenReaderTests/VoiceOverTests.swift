import AccessibilityModel
import Foundation
import ScreenReader
import Testing

@Suite struct VoiceOverNavigationTests {
    @Test func `swiping right reads the screen in order, with hints`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.next() == "Settings. Heading level 1.")
        let stars = voiceOver.next()
        #expect(stars == "Stars: 3. Adjustable.")
        #expect(stars.hint == "Swipe up or down with one finger to adjust the value.")
        #expect(stars.event == .moved)
        #expect(voiceOver.focusedNode?.id == "stars")
    }

    @Test func `swiping past either end stays put and says nothing`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.first()
        let before = voiceOver.previous()
        #expect(before.event == .boundary)
        #expect(before.isSilent)
        #expect(voiceOver.focusedNode?.id == "title")
        #expect(voiceOver.last() == "Item 2. List End.")
        #expect(voiceOver.next().event == .boundary)
        #expect(voiceOver.focusedNode?.id == "item2")
    }

    @Test func `swiping left with nothing focused starts at the last element`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.previous() == "Item 2. List End.")
    }

    @Test func `every stop is reached once forwards and once backwards`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        var forward: [String] = []
        while voiceOver.next().event == .moved { forward.append(voiceOver.focusedNode?.id.rawValue ?? "") }
        var backward: [String] = [voiceOver.focusedNode?.id.rawValue ?? ""]
        while voiceOver.previous().event == .moved { backward.append(voiceOver.focusedNode?.id.rawValue ?? "") }
        #expect(forward == ["title", "stars", "wifi", "play", "quantity", "decrement", "increment", "message", "submit", "help", "item1", "item2"])
        #expect(backward == forward.reversed())
    }

    @Test func `focusing by label finds one element, or says why not`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.focus(label: "Wi-Fi") == "Wi-Fi. Switch Button. Off.")
        #expect(voiceOver.focus(label: "Nope").event == .notFound)
        #expect(voiceOver.focusedNode?.id == "wifi")
        let twins = AccessibilityNode(children: [AccessibilityNode(label: "Same"), AccessibilityNode(label: "Same")])
        #expect(VoiceOver(tree: AccessibilityTree(root: twins)).focus(label: "Same").event == .ambiguous)
    }

    @Test func `touching focuses the element under the finger, the topmost when frames overlap`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.touch(at: CGPoint(x: 50, y: 70)) == "Stars: 3. Adjustable.")
        #expect(voiceOver.touch(at: CGPoint(x: 900, y: 900)).event == .notFound)
        #expect(voiceOver.focusedNode?.id == "stars")
        let overlap = AccessibilityNode(children: [
            AccessibilityNode(label: "Card", frame: CGRect(x: 0, y: 0, width: 300, height: 200)),
            AccessibilityNode(label: "Badge", frame: CGRect(x: 250, y: 0, width: 50, height: 50)),
        ])
        let staticVoiceOver = VoiceOver(tree: AccessibilityTree(root: overlap))
        #expect(staticVoiceOver.touch(at: CGPoint(x: 260, y: 10)) == "Badge")
        #expect(staticVoiceOver.touch(at: CGPoint(x: 10, y: 10)) == "Card")
    }

    @Test func `a settings change re-renders and keeps focus on the same element`() throws {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Wi-Fi")
        #expect(voiceOver.changeSettings(SettingsOverride(locale: "de")) == "Wi-Fi. Umschalttaste. Aus.")
        #expect(voiceOver.focusedNode?.id == "wifi")
        #expect(voiceOver.changeSettings(SettingsOverride(isEnabled: false)) == "Wi-Fi. Grau dargestellt. Umschalttaste. Aus.")
    }

    @Test func `when the focused element disappears, focus falls back to the same position`() throws {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Help")
        let utterance = voiceOver.changeSettings(SettingsOverride(boldText: true))
        #expect(utterance == "Item 1. List Start.")
        #expect(voiceOver.focusedNode?.id == "item1")
    }

    @Test func `focus survives a change of the focused element's position`() throws {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Item 1")
        voiceOver.changeSettings(SettingsOverride(boldText: true))
        #expect(voiceOver.focusedNode?.id == "item1")
    }

    @Test func `turning hints off takes effect immediately`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Stars")
        voiceOver.options.hintsEnabled = false
        #expect(voiceOver.focusedSpeech?.hint == nil)
        #expect(voiceOver.next().hint == nil)
    }

    @Test func `speakAll lists every stop with description and hint, as SpeechOrder does`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        let stops = voiceOver.speakAll()
        #expect(stops.map(\.description) == SpeechOrder.stops(of: screen).map(\.description))
        #expect(stops[1].hint == "Swipe up or down with one finger to adjust the value.")
        #expect(stops[2].label == "Wi-Fi")
        #expect(stops[2].value == "0")
        #expect(stops[2].traits == [.button, .toggle])
        #expect(voiceOver.focusedStop == nil)
    }
}

@Suite struct VoiceOverActionTests {
    @Test func `adjusting speaks the new value alone and re-speaks it at a bound`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Stars")
        let up = voiceOver.increment()
        #expect(up == "4")
        #expect(up.event == .announcement)
        #expect(up.actionResult == .performed)
        #expect(voiceOver.increment() == "5")
        let atMax = voiceOver.increment()
        #expect(atMax == "5")
        #expect(atMax.event == .boundary)
        #expect(voiceOver.decrement() == "4")
        #expect(screen.stars == 4)
        #expect(voiceOver.focusedNode?.value == "4")
    }

    @Test func `a switch announces its new state word`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Wi-Fi")
        #expect(voiceOver.activate() == "On.")
        #expect(voiceOver.activate() == "Off.")
        #expect(voiceOver.focusedSpeech?.description == "Wi-Fi. Switch Button. Off.")
    }

    @Test func `a button whose label changes is read again`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Play")
        let result = voiceOver.activate()
        #expect(result == "Pause. Button.")
        #expect(result.event == .announcement)
    }

    @Test func `activating something that changes nothing says nothing`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Help")
        let result = voiceOver.activate()
        #expect(result.isSilent)
        #expect(result.event == .nothing)
        #expect(result.actionResult == .notHandled)
        #expect(screen.log == ["activate@help"])
    }

    // Decision 18: VoiceOver speaks the focused element's own change, never another element's:
    // the value is on the sibling element, so a stepper built from buttons is silent unless it posts.
    @Test func `a stepper built from buttons says nothing when another element's value changes`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Increment")
        let result = voiceOver.activate()
        #expect(result.isSilent)
        #expect(result.event == .nothing)
        #expect(result.actionResult == .performed)
        #expect(screen.quantity == 1)
        #expect(voiceOver.transcript.text == "> focus \"Increment\"\nIncrement. Button.\n> activate\n  [nothing]\n")
    }

    @Test func `stepper buttons that post the new value announce it, in order`() {
        let screen = FakeScreen()
        screen.announcesQuantity = true
        let voiceOver = VoiceOver(subject: screen)
        #expect(voiceOver.focus(label: "Decrement") == "Decrement. Dimmed. Button.")
        voiceOver.focus(label: "Increment")
        let first = voiceOver.activate()
        #expect(first.description.isEmpty)
        #expect(first.announcements == ["1"])
        #expect(first.event == .announcement)
        #expect(voiceOver.activate().announcements == ["2"])
        #expect(voiceOver.activate().announcements == ["3"])
        #expect(voiceOver.transcript.entries.last?.lines == ["> activate", "  announcement: 3"])
        // At the bound the button is dimmed and no longer acts.
        #expect(voiceOver.focusedSpeech?.description == "Increment. Dimmed. Button.")
        let inert = voiceOver.activate()
        #expect(inert.isSilent)
        #expect(inert.actionResult == nil)
        #expect(screen.quantity == 3)
        #expect(screen.log.count == 3)
    }

    @Test func `dimmed elements are focusable but inert: the subject is never asked`() throws {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        #expect(voiceOver.focus(label: "Submit") == "Submit. Dimmed. Button.")
        #expect(voiceOver.activate().event == .nothing)
        voiceOver.changeSettings(SettingsOverride(isEnabled: false))
        voiceOver.focus(label: "Stars")
        #expect(voiceOver.focusedSpeech == Speech(description: "Stars: 3. Dimmed. Adjustable."))
        #expect(voiceOver.increment().isSilent)
        voiceOver.focus(label: "Message from Ann")
        #expect(voiceOver.performCustomAction(named: "Reply").event == .nothing)
        #expect(screen.log.isEmpty)
        #expect(screen.stars == 3)
    }

    @Test func `custom actions are announced and performed by name`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        let message = voiceOver.focus(label: "Message from Ann")
        #expect(message == "Message from Ann")
        #expect(message.extras == ["Actions Available"])
        let reply = voiceOver.performCustomAction(named: "Reply")
        #expect(reply.actionResult == .performed)
        #expect(reply.event == .nothing)
        #expect(voiceOver.performCustomAction(named: "Forward").event == .notFound)
        #expect(screen.log == ["custom action \"Reply\"@message"])
    }

    @Test func `the Actions rotor steps through the actions and activation performs the selected one`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Message from Ann")
        #expect(voiceOver.selectRotor(.actions) == "Actions")
        #expect(voiceOver.decrement() == "Reply")
        #expect(voiceOver.decrement() == "Archive")
        #expect(voiceOver.increment() == "Reply")
        #expect(voiceOver.increment().event == .boundary)
        #expect(voiceOver.selectedCustomAction == "Reply")
        voiceOver.activate()
        #expect(screen.log == ["custom action \"Reply\"@message"])
    }

    @Test func `the reversed action order offers the last declared action first`() {
        let voiceOver = VoiceOver(subject: FakeScreen(), options: VoiceOverOptions(customActionOrder: .reversed))
        voiceOver.focus(label: "Message from Ann")
        voiceOver.selectRotor(.actions)
        #expect(voiceOver.rotorNext() == "Delete")
        #expect(voiceOver.rotorNext() == "Archive")
    }

    @Test func `an action that removes the focused element moves focus to the first element without a word`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Message from Ann")
        let result = voiceOver.performCustomAction(named: "Delete")
        #expect(result.isSilent)
        #expect(result.event == .nothing)
        #expect(voiceOver.focusedNode?.label == "Settings")
        #expect(voiceOver.stops.count == 11)
    }

    @Test func `a layout change naming an element moves focus there and speaks it after the announcements`() {
        let screen = FakeScreen()
        screen.onDelete = [.announcement("Message deleted"), .layoutChanged(focus: "help")]
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Message from Ann")
        let result = voiceOver.performCustomAction(named: "Delete")
        #expect(result == "Help. Link.")
        #expect(result.announcements == ["Message deleted"])
        #expect(result.event == .moved)
        #expect(voiceOver.focusedNode?.label == "Help")
        #expect(voiceOver.transcript.entries.last?.lines == ["> action \"Delete\"", "  announcement: Message deleted", "Help. Link."])
    }

    @Test func `a layout change without an element moves a focus that was lost to the first element and speaks it`() {
        let screen = FakeScreen()
        screen.onDelete = [.layoutChanged(focus: nil)]
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Message from Ann")
        #expect(voiceOver.performCustomAction(named: "Delete") == "Settings. Heading level 1.")
    }

    @Test func `a screen change without an element moves focus to the first element even when the focused one stays`() {
        let screen = FakeScreen()
        screen.onReply = [.screenChanged(focus: nil)]
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Message from Ann")
        let result = voiceOver.performCustomAction(named: "Reply")
        #expect(result == "Settings. Heading level 1.")
        #expect(result.event == .moved)
        #expect(voiceOver.focusedNode?.label == "Settings")
    }

    @Test func `a layout change without an element keeps focus where it is and says nothing`() {
        let screen = FakeScreen()
        screen.onReply = [.layoutChanged(focus: nil)]
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Message from Ann")
        #expect(voiceOver.performCustomAction(named: "Reply").isSilent)
        #expect(voiceOver.focusedNode?.label == "Message from Ann")
    }

    @Test func `notifications posted before an action are not that action's`() {
        let screen = FakeScreen()
        screen.posted = [.announcement("stale")]
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Play")
        let result = voiceOver.activate()
        #expect(result == "Pause. Button.")
        #expect(result.announcements.isEmpty)
    }

    @Test func `escape goes to the nearest ancestor that handles it`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Stars")
        #expect(voiceOver.escape() == "Closed")
        #expect(screen.log == ["escape@root"])
    }

    @Test func `magic tap reaches the handler and the focused button is read again`() {
        let screen = FakeScreen()
        let voiceOver = VoiceOver(subject: screen)
        voiceOver.focus(label: "Play")
        #expect(voiceOver.magicTap() == "Pause. Button.")
        #expect(screen.log == ["magicTap@root"])
    }

    @Test func `a static tree cannot act, and says so without speaking`() {
        let tree = AccessibilityTree(
            root: AccessibilityNode(children: [
                AccessibilityNode(id: "s", label: "Stars", value: "3", traits: .adjustable, actions: [.increment, .decrement])
            ]))
        let voiceOver = VoiceOver(tree: tree)
        voiceOver.next()
        let result = voiceOver.increment()
        #expect(result.isSilent)
        #expect(result.actionResult == .unsupported)
    }
}

@Suite struct VoiceOverRotorTests {
    @Test func `navigational rotors move to the next match and stop at the last`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.selectRotor(named: "links") == "Links")
        #expect(voiceOver.rotorNext() == "Help. Link.")
        #expect(voiceOver.rotorNext().event == .boundary)
        #expect(voiceOver.focusedNode?.id == "help")
        voiceOver.selectRotor(.headings)
        #expect(voiceOver.increment() == "Settings. Heading level 1.")
        #expect(voiceOver.increment().event == .boundary)
    }

    @Test func `heading levels have their own rotors`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        #expect(voiceOver.selectRotor(named: "Heading 1") == "Heading 1")
        #expect(voiceOver.rotorNext() == "Settings. Heading level 1.")
        voiceOver.first()
        voiceOver.selectRotor(.heading(level: 2))
        #expect(voiceOver.rotorNext().event == .boundary)
    }

    @Test func `container rotors move to the first element of the next container`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.selectRotor(.lists)
        #expect(voiceOver.decrement() == "Item 1. List Start.")
        #expect(voiceOver.decrement().event == .boundary)
        voiceOver.last()
        #expect(voiceOver.increment() == "Item 1. List Start.")
    }

    @Test func `Adjust Value keeps swipes adjusting; an unknown rotor is not found`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.focus(label: "Stars")
        voiceOver.selectRotor(.adjustValue)
        #expect(voiceOver.rotorPrevious() == "4")
        #expect(voiceOver.selectRotor(named: "Spinning").event == .notFound)
        #expect(voiceOver.selectedRotor == .adjustValue)
    }
}

@Suite struct TranscriptTests {
    @Test func `the transcript records every command in a stable text form`() {
        let voiceOver = VoiceOver(subject: FakeScreen())
        voiceOver.next()
        voiceOver.next()
        voiceOver.increment()
        voiceOver.focus(label: "Message from Ann")
        voiceOver.selectRotor(.actions)
        voiceOver.last()
        voiceOver.next()
        #expect(
            voiceOver.transcript.text == """
                > next
                Settings. Heading level 1.
                > next
                Stars: 3. Adjustable.
                  hint: Swipe up or down with one finger to adjust the value.
                > increment
                4
                > focus "Message from Ann"
                Message from Ann
                  extra: Actions Available
                > rotor "Actions"
                Actions
                  [rotor]
                > last
                Item 2. List End.
                > next
                  [boundary]

                """)
    }

    @Test func `hostile labels stay on one line`() {
        var transcript = Transcript()
        transcript.append(.focus(label: "a\"b"), Utterance(description: "line\nbreak", event: .moved))
        #expect(transcript.text == "> focus \"a\\\"b\"\nline\\nbreak\n")
    }
}

/// A tab bar of two tabs; activating a tab selects it.
final class TabsSubject: AccessibilitySubject {
    var selected = 0
    let name = "Tabs"
    var state: [String: ParameterValue] { [:] }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let tabs = ["Day", "Week"].enumerated().map { index, label in
            AccessibilityNode(
                id: ElementID(label), label: label, traits: index == selected ? [.button, .selected] : .button,
                frame: CGRect(x: Double(index) * 100, y: 0, width: 90, height: 44), actions: .activate)
        }
        return AccessibilityTree(
            root: AccessibilityNode(container: .tabBar, children: tabs),
            layoutDirection: settings.layoutDirection)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        guard action == .activate else { return .notHandled }
        selected = element == "Day" ? 0 : 1
        return .performed
    }
}

@Suite struct VoiceOverSelectionTests {
    @Test func `selecting a tab reads it again with Selected and its position`() {
        let voiceOver = VoiceOver(subject: TabsSubject())
        #expect(voiceOver.next() == "Selected: Day. Tab. 1 of 2.")
        #expect(voiceOver.next() == "Week. Tab. 2 of 2.")
        let selected = voiceOver.activate()
        #expect(selected == "Selected: Week. Tab. 2 of 2.")
        #expect(selected.event == .announcement)
    }

    @Test func `right to left reverses the tabs and their positions`() throws {
        let voiceOver = VoiceOver(subject: TabsSubject(), settings: try AccessibilitySettings(parsing: "layoutDirection=rightToLeft"))
        #expect(voiceOver.next() == "Week. Tab. 1 of 2.")
    }

    @Test func `a loaded tree speaks in its own captured locale, hints optional`() throws {
        let tree = AccessibilityTree(
            root: AccessibilityNode(label: "Sterne", value: "3", traits: .adjustable),
            settings: try AccessibilitySettings(parsing: "locale=de"))
        let stops = SpeechOrder.stops(in: tree)
        #expect(stops.map(\.description) == ["Sterne: 3. Einstellbar."])
        #expect(stops[0].hint != nil)
        #expect(SpeechOrder.stops(in: tree, options: VoiceOverOptions(hintsEnabled: false))[0].hint == nil)
    }

    /// Speak Hints is read as each element is spoken, as on iOS, where the
    /// setting applies to the next element VoiceOver reads: a stop spoken
    /// with hints off says its hint once they are on (the session keeps
    /// each stop's speech with the hint and drops it while hints are off).
    @Test func `turning hints on mid-session speaks the hint of a stop already heard`() {
        let tree = AccessibilityTree(root: AccessibilityNode(label: "Stars", value: "3", traits: .adjustable))
        let voiceOver = VoiceOver(tree: tree, options: VoiceOverOptions(hintsEnabled: false))
        #expect(voiceOver.first().hint == nil)
        voiceOver.options.hintsEnabled = true
        #expect(voiceOver.first().hint == "Swipe up or down with one finger to adjust the value.")
        voiceOver.options.hintsEnabled = false
        #expect(voiceOver.first().hint == nil)
    }
}
