import DesignSystem
import HeadlessUI
import ScreenReader
import Testing

/// The simulated VoiceOver driving the real DesignSystem components, in every
/// style: what a person hears when they adjust, toggle, activate and use custom
/// actions, and that disabled components are dimmed and inert.
@Suite struct VoiceOverDrivingTests {
    /// A session on a catalog entry in a style and state, with the state's settings.
    static func session(
        _ component: String, style: String, state: String? = nil,
        arguments: [String: ParameterValue] = [:]
    ) throws -> VoiceOver {
        let entry = try #require(Catalog.designSystem.entry(named: component))
        let descriptor = entry.descriptor
        let chosen = state.flatMap { descriptor.state(named: $0) } ?? descriptor.states[0]
        let settings = chosen.environment.applied(to: AccessibilitySettings())
        let base = ComponentArguments(arguments)
        let subject = descriptor.makeSubject(descriptor.arguments(for: chosen, base: base), style)
        return VoiceOver(subject: subject, settings: settings)
    }

    @Test(arguments: ["star", "numeric"])
    func `a rating steps by one, announces each value and clamps at both bounds`(style: String) throws {
        let vo = try Self.session("Rating", style: style, arguments: ["title": .string("Stars")])
        #expect(vo.next() == "Stars: 3. Adjustable.")
        #expect(vo.increment() == "4")
        #expect(vo.increment() == "5")
        let atTop = vo.increment()
        #expect(atTop == "5")
        #expect(atTop.event == .boundary)
        for expected in ["4", "3", "2", "1"] { #expect(vo.decrement() == expected) }
        let atBottom = vo.decrement()
        #expect(atBottom == "1")
        #expect(atBottom.event == .boundary)
        #expect(vo.subject.state["value"] == .number(1))
    }

    @Test(arguments: ["switch", "checkbox", "fancy"])
    func `a toggle flips, says its new state, and a second activation returns it`(style: String) throws {
        let vo = try Self.session("Toggle", style: style, arguments: ["title": .string("Wi-Fi")])
        let first = vo.next()
        #expect(first == "Wi-Fi. Switch Button. Off.")
        #expect(first.hint == "Double tap to toggle setting.")
        #expect(vo.activate() == "On.")
        #expect(vo.subject.state["isOn"] == .bool(true))
        #expect(vo.activate() == "Off.")
        #expect(vo.subject.state["isOn"] == .bool(false))
    }

    @Test(arguments: ["star", "numeric"])
    func `a disabled rating is dimmed, has no hint and does not move`(style: String) throws {
        let vo = try Self.session("Rating", style: style, state: "disabled", arguments: ["title": .string("Stars")])
        let first = vo.next()
        #expect(first == "Stars: 3. Dimmed. Adjustable.")
        #expect(first.hint == nil)
        #expect(vo.increment().description.isEmpty)
        #expect(vo.subject.state["value"] == .number(3))
    }

    @Test(arguments: ["switch", "checkbox", "fancy"])
    func `a disabled toggle is dimmed and does not flip`(style: String) throws {
        let vo = try Self.session("Toggle", style: style, state: "disabled", arguments: ["title": .string("Wi-Fi")])
        #expect(vo.next() == "Wi-Fi. Dimmed. Switch Button. Off.")
        #expect(vo.activate().description.isEmpty)
        #expect(vo.subject.state["isOn"] == .bool(false))
    }

    @Test(arguments: ["small-filled", "small-outlined", "small-plain", "large-filled", "large-outlined", "large-plain"])
    func `a DSButton is one button in every style and a disabled one is dimmed`(style: String) throws {
        let vo = try Self.session("DSButton", style: style, arguments: ["title": .string("Continue")])
        #expect(vo.next() == "Continue. Button.")
        #expect(vo.next().event == .boundary)
        let disabled = try Self.session("DSButton", style: style, state: "disabled", arguments: ["title": .string("Continue")])
        #expect(disabled.next() == "Continue. Dimmed. Button.")
        #expect(disabled.activate().actionResult == nil)
    }

    /// A consumer adds custom actions to a design-system component, as SwiftUI code does.
    struct ArchivableCard: View {
        @State var archived = 0
        var body: some View {
            Card(title: "Invoice") { Text(archived == 0 ? "Due Friday" : "Archived") }
                .surfaceStyle(.color)
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Archive") { archived += 1 }
                .accessibilityAction(named: "Share") {}
        }
    }

    @Test func `custom actions on a design-system card are announced, listed in order and performed`() throws {
        let vo = VoiceOver(subject: HostingSubject(name: "Card") { ArchivableCard() })
        let card = vo.next()
        #expect(card.extras == ["Actions Available"])
        // Last declared first, as iOS offers chained named actions (docs/voiceover.md, decision 25).
        #expect(vo.focusedCustomActions == ["Share", "Archive"])
        _ = vo.performCustomAction(named: "Archive")
        #expect(vo.focusedNode?.label?.contains("Archived") == true)
    }
}
