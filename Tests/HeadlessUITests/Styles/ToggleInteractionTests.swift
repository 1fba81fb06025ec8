import Foundation
import HeadlessUI
import Testing

/// A toggle's style owns its touch interaction; VoiceOver's activation and
/// the toggle's label and switch semantics do not depend on the style.
///
/// Apple: `ToggleStyle.Body` is "a view that represents the appearance and
/// interaction of a toggle", so a tap does what the style's body does; the
/// toggle itself keeps its accessibility (label, switch trait, value, and an
/// activation that flips it) whatever the style draws (docs/voiceover.md).
@Suite struct ToggleInteractionTests {
    /// Draws a checkbox and never calls `configuration.isOn.toggle()`.
    struct DrawnOnly: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
    }

    /// The SwiftUI way to make a custom style tappable: a Button in the body.
    struct ButtonBased: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }

    func toggle<S: ToggleStyle>(_ style: S, _ isOn: Cell<Bool>) -> HostingSubject {
        HostingSubject(name: "Toggle") { Toggle("Remember me", isOn: isOn.binding).toggleStyle(style) }
    }

    func centre(_ rect: CGRect?) -> CGPoint {
        CGPoint(x: rect?.midX ?? -1, y: rect?.midY ?? -1)
    }

    @Test func `a style built on a Button keeps the toggle's label and switch semantics`() throws {
        let isOn = Cell(false)
        let tree = toggle(ButtonBased(), isOn).render(settings: AccessibilitySettings())
        let stop = try #require(stops(tree).first)
        // Before: label nil, spoken "Switch Button. Off."
        #expect(stop.label == "Remember me")
        #expect(stop.value == "0")
        #expect(stop.traits == [.button, .toggle])
        #expect(stops(tree).count == 1)
    }

    @Test func `a style that never toggles draws a switch a tap cannot flip, while VoiceOver's activation still does`() throws {
        let isOn = Cell(false)
        let subject = toggle(DrawnOnly(), isOn)
        let stop = try #require(stops(subject.render(settings: AccessibilitySettings())).first)
        #expect(stop.touchTargets == [])
        #expect(subject.tap(at: centre(stop.frame)) == .notHandled)
        #expect(isOn.value == false)
        #expect(subject.perform(.activate, on: stop.id) == .performed)
        #expect(isOn.value == true)
    }

    @Test func `a style built on a Button flips the toggle where a tap lands on it`() throws {
        let isOn = Cell(false)
        let subject = toggle(ButtonBased(), isOn)
        let stop = try #require(stops(subject.render(settings: AccessibilitySettings())).first)
        // The toggle's own target is empty: the Button inside it is what a finger touches.
        #expect(stop.touchTargets == [])
        let button = try #require(stop.children.first)
        #expect(button.touchTargets?.isEmpty == false)
        #expect(subject.tap(at: centre(button.touchTargets?.last)) == .performed)
        #expect(isOn.value == true)
    }

    // The platform switch answers on its track; tapping its label does nothing.
    @Test func `the platform switch flips on its track, not on its label`() throws {
        let isOn = Cell(false)
        let subject = HostingSubject(name: "Wi-Fi") { Toggle("Wi-Fi", isOn: isOn.binding) }
        let stop = try #require(stops(subject.render(settings: AccessibilitySettings())).first)
        let track = try #require(stop.touchTargets?.first)
        #expect(stop.touchTargets?.count == 1)
        #expect(track.size == CGSize(width: 51, height: 31))
        let label = try #require(stop.children.first { $0.label == "Wi-Fi" }?.frame)
        #expect(subject.tap(at: centre(label)) == .notHandled)
        #expect(subject.tap(at: centre(track)) == .performed)
        #expect(isOn.value == true)
    }

    @Test func `the button toggle style flips where its capsule is drawn`() throws {
        let isOn = Cell(false)
        let subject = toggle(.button, isOn)
        let stop = try #require(stops(subject.render(settings: AccessibilitySettings())).first)
        #expect(subject.tap(at: centre(stop.frame)) == .performed)
        #expect(isOn.value == true)
    }
}
