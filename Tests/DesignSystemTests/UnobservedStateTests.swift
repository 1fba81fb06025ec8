import AccessibilityAudit
import HeadlessUI
import ScreenReader
import Testing

/// VoiceOver hears only what SwiftUI shows, and SwiftUI shows a change only
/// when the view reads state it observes. Apple's `State`: "When the value
/// changes, SwiftUI updates the parts of the view hierarchy that depend on
/// the value"; `StateObject`: "When published properties of the observable
/// object change, SwiftUI updates any view that depends on them". A value
/// kept in a plain class is neither, so on iOS a double tap that flips it
/// leaves the element as it was, and VoiceOver says nothing new.
///
/// Before, the simulated VoiceOver rendered every body again after each
/// action and read the plain object afresh, so it announced "On" where iOS
/// stays silent: kinder than iOS. Now a host whose action wrote no view
/// state keeps its last render (docs/voiceover.md, decision on renders after
/// an action).
@Suite struct UnobservedStateTests {
    /// A switch whose state lives in a plain class SwiftUI does not observe.
    final class PlainSettings: @unchecked Sendable {
        var isOn = false
    }

    struct PlainSwitch: View {
        let settings: PlainSettings
        var body: some View {
            Button {
                settings.isOn.toggle()
            } label: {
                Text("Wi-Fi")
            }
            .accessibilityAddTraits(.isToggle)
            .accessibilityValue(settings.isOn ? "On" : "Off")
        }
    }

    /// The same switch done right: the state is `@Published` in an observed object.
    final class ObservedSettings: ObservableObject, @unchecked Sendable {
        @Published var isOn = false
    }

    struct ObservedSwitch: View {
        @ObservedObject var settings: ObservedSettings
        var body: some View {
            Button {
                settings.isOn.toggle()
            } label: {
                Text("Wi-Fi")
            }
            .accessibilityAddTraits(.isToggle)
            .accessibilityValue(settings.isOn ? "On" : "Off")
        }
    }

    @Test func `a double tap that changes only a plain object is not heard, as on iOS`() {
        let settings = PlainSettings()
        let vo = VoiceOver(subject: HostingSubject(name: "Plain") { PlainSwitch(settings: settings) })
        #expect(vo.next() == "Wi-Fi. Switch Button. Off")
        let answer = vo.activate()
        // The handler ran, but nothing SwiftUI observes changed: the element still says Off.
        #expect(settings.isOn)
        #expect(answer.actionResult == .performed)
        #expect(answer.description.isEmpty)
        #expect(vo.focusedNode?.value == "Off")
    }

    @Test func `the same switch with a published state says its new state`() {
        let settings = ObservedSettings()
        let vo = VoiceOver(subject: HostingSubject(name: "Observed") { ObservedSwitch(settings: settings) })
        #expect(vo.next() == "Wi-Fi. Switch Button. Off")
        #expect(vo.activate() == "On")
        #expect(vo.focusedNode?.value == "On")
    }

    /// `contract-toggle`'s verdicts on a switch made fresh for each drive by `make`.
    func toggleOutcomes(_ make: @escaping () -> HostingSubject) -> [String] {
        let context = ContractContext(subject: make, settings: AccessibilitySettings())
        return ToggleContract().verify(context).map { "\($0.outcome.rawValue): \($0.message)" }
    }

    // Before, the render after the double tap read the plain object afresh
    // and showed "On", so contract-toggle passed a switch that flips for
    // nobody on iOS. Now it fails, and the switch done right passes.
    @Test func `contract-toggle fails the switch whose state SwiftUI does not observe, and passes the observed one`() {
        let plain = toggleOutcomes {
            let settings = PlainSettings(); return HostingSubject(name: "Plain") { PlainSwitch(settings: settings) }
        }
        #expect(plain == ["violation: activation did not change the exposed state \"Off\""])
        let observed = toggleOutcomes {
            let settings = ObservedSettings()
            return HostingSubject(name: "Observed") { ObservedSwitch(settings: settings) }
        }
        #expect(observed == ["pass: "])
    }
}
