import HeadlessUI
import ScreenReader
import Testing

/// A stepper built from two buttons and a text: the value is on the text, so
/// after a double tap on a button iOS says nothing unless the app posts it.
private struct ButtonStepper: View {
    @State private var count = 5
    let announces: Bool

    var body: some View {
        HStack {
            Button("Decrease") { count -= 1 }
            Text("\(count)")
            Button("Increase") {
                count += 1
                if announces { AccessibilityNotification.Announcement("\(count)").post() }
            }
        }
    }
}

/// A form whose Submit shows an error and moves VoiceOver to it, by identifier or focus state.
private struct ErrorForm: View {
    enum Move { case none, layoutChanged, screenChanged, focusState }
    @State private var showsError = false
    @AccessibilityFocusState private var errorFocused: Bool
    let move: Move

    var body: some View {
        VStack {
            Text("Sign in").accessibilityAddTraits(.isHeader)
            if showsError {
                Text("Name is required").accessibilityIdentifier("error").accessibilityFocused($errorFocused)
            }
            Button("Submit") {
                showsError = true
                switch move {
                case .none: break
                case .layoutChanged: AccessibilityNotification.LayoutChanged("error").post()
                case .screenChanged: AccessibilityNotification.ScreenChanged().post()
                case .focusState: errorFocused = true
                }
            }
        }
    }
}

/// Two fields and a button that moves focus with the `equals:` form of focus state.
private struct FieldFocus: View {
    enum Field: Hashable { case name, email }
    @AccessibilityFocusState private var focus: Field?

    var body: some View {
        VStack {
            Text("Name").accessibilityFocused($focus, equals: .name)
            Text("Email").accessibilityFocused($focus, equals: .email)
            Button("Next field") { focus = focus == .name ? .email : .name }
        }
    }
}

/// Decision 18: after an action VoiceOver speaks the focused element's own
/// change, the announcements posted (in order) and the element a layout or
/// screen change moves to; nothing else.
@Suite struct AnnouncementTests {
    // Reference §3.6 and decision 18: VoiceOver does not watch the screen; another element's change is not spoken.
    @Test func `a stepper of two buttons and a text says nothing after a double tap`() {
        let vo = VoiceOver(ButtonStepper(announces: false))
        #expect(vo.focus(label: "Increase") == "Increase. Button.")
        let result = vo.activate()
        #expect(result.isSilent)
        #expect(result.event == .nothing)
        #expect(vo.stops.map(\.node.label) == ["Decrease", "6", "Increase"])
    }

    @Test func `the same stepper posting an announcement is heard`() {
        let vo = VoiceOver(ButtonStepper(announces: true))
        vo.focus(label: "Increase")
        let result = vo.activate()
        #expect(result.announcements == ["6"])
        #expect(result.description.isEmpty)
        #expect(result.event == .announcement)
        #expect(vo.activate().announcements == ["7"])
    }

    @Test func `announcements are queued in the order they were posted, after the element's own change`() {
        struct Player: View {
            @State private var playing = false
            var body: some View {
                Button(playing ? "Pause" : "Play") {
                    playing.toggle()
                    AccessibilityNotification.Announcement("Track 1").post()
                    AccessibilityNotification.Announcement(Text("Now playing")).post()
                }
            }
        }
        let vo = VoiceOver(Player())
        vo.next()
        let result = vo.activate()
        #expect(result == "Pause. Button.")
        #expect(result.announcements == ["Track 1", "Now playing"])
        #expect(vo.transcript.entries.last?.lines == ["> activate", "Pause. Button.", "  announcement: Track 1", "  announcement: Now playing"])
    }

    // Apple: "Silences the audio output of assistive technologies … starts a media session when activated" (startsMediaSession).
    @Test func `an element that starts a media session is silent after its activation`() {
        struct Player: View {
            @State private var playing = false
            var body: some View {
                Button(playing ? "Pause" : "Play") {
                    playing.toggle()
                    AccessibilityNotification.Announcement("Now playing").post()
                }
                .accessibilityAddTraits(.startsMediaSession)
            }
        }
        let vo = VoiceOver(Player())
        vo.next()
        let result = vo.activate()
        #expect(result.isSilent)
        #expect(result.actionResult == .performed)
        #expect(vo.focusedNode?.label == "Pause")
    }

    @Test func `a layout change naming an identifier moves focus to that element and speaks it`() {
        let vo = VoiceOver(ErrorForm(move: .layoutChanged))
        vo.focus(label: "Submit")
        let result = vo.activate()
        #expect(result == "Name is required")
        #expect(result.event == .moved)
        #expect(vo.focusedNode?.label == "Name is required")
    }

    @Test func `an error that appears with no notification is not spoken`() {
        let vo = VoiceOver(ErrorForm(move: .none))
        vo.focus(label: "Submit")
        #expect(vo.activate().isSilent)
        #expect(vo.focusedNode?.label == "Submit")
        #expect(vo.stops.count == 3)
    }

    @Test func `a screen change without an element moves focus to the first element`() {
        let vo = VoiceOver(ErrorForm(move: .screenChanged))
        vo.focus(label: "Submit")
        #expect(vo.activate() == "Sign in. Heading.")
    }

    @Test func `setting accessibility focus state in an action moves VoiceOver to the bound element`() {
        let vo = VoiceOver(ErrorForm(move: .focusState))
        vo.focus(label: "Submit")
        let result = vo.activate()
        #expect(result == "Name is required")
        #expect(result.event == .moved)
    }

    @Test func `the equals form of focus state moves to the element bound to the new value`() {
        let vo = VoiceOver(FieldFocus())
        vo.focus(label: "Next field")
        #expect(vo.activate() == "Name")
        // VoiceOver leaving Name for the button cleared the state, as SwiftUI does (FocusWriteBackTests),
        // so the button's `focus == .name ? .email : .name` moves to Name again.
        vo.focus(label: "Next field")
        #expect(vo.activate() == "Name")
        #expect(vo.focusedNode?.label == "Name")
    }

    @Test func `a notification posted outside an action reaches no screen reader`() {
        struct Eager: View {
            var body: some View {
                AccessibilityNotification.Announcement("Rendered").post()
                return Button("OK") {}
            }
        }
        let vo = VoiceOver(Eager())
        vo.next()
        #expect(vo.activate().isSilent)
    }

    @Test func `each host hears only its own posts`() {
        let first = HostingSubject(name: "A") { ButtonStepper(announces: true) }
        let second = HostingSubject(name: "B") { ButtonStepper(announces: true) }
        let tree = first.render(settings: AccessibilitySettings())
        _ = second.render(settings: AccessibilitySettings())
        let increase = tree.root.children.first { $0.label == "Increase" }?.id
        #expect(first.perform(.activate, on: increase ?? "") == .performed)
        #expect(second.takePostedNotifications().isEmpty)
        #expect(first.takePostedNotifications() == [.announcement("6")])
        #expect(first.takePostedNotifications().isEmpty)
    }

    // Decision 17: UIKit's stepper announces its new value; the native Stepper posts it in the locale's notation.
    @Test(arguments: [("en", "Increment", "3.5"), ("de", "Erhöhen", "3,5"), ("ru", "Увеличить", "3,5")])
    func `the native Stepper announces its new value in the locale's notation`(locale: String, increment: String, expected: String) {
        struct Amount: View {
            @State private var amount = 3.0
            var body: some View { Stepper("Amount", value: $amount, in: 0...10, step: 0.5) }
        }
        var settings = AccessibilitySettings()
        settings.locale = locale
        let vo = VoiceOver(Amount(), settings: settings)
        vo.focus(label: increment)
        let result = vo.activate()
        #expect(result.announcements == [expected])
        #expect(result.description.isEmpty)
    }

    @Test func `a Toggle still speaks its own new state`() {
        struct Wifi: View {
            @State private var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on) }
        }
        let vo = VoiceOver(Wifi())
        vo.next()
        #expect(vo.activate() == "On.")
    }

    // updatesFrequently: VoiceOver polls the focused element; a changing element elsewhere is still not spoken.
    @Test func `an updating element that is not focused is not spoken`() {
        struct Upload: View {
            @State private var progress = 10
            var body: some View {
                VStack {
                    Text("Upload").accessibilityValue("\(progress)%").accessibilityAddTraits(.updatesFrequently)
                    Button("Faster") { progress += 10 }
                }
            }
        }
        let vo = VoiceOver(Upload())
        vo.focus(label: "Faster")
        #expect(vo.activate().isSilent)
        #expect(vo.stops.first?.node.value == "20%")
    }
}
