import Testing

@testable import HeadlessUI

/// SwiftUI evaluates a body again only when something it reads changed:
/// Apple's `State` says "When the value changes, SwiftUI updates the parts of
/// the view hierarchy that depend on the value", and `StateObject` "When
/// published properties of the observable object change, SwiftUI updates any
/// view that depends on them". So after an action that wrote no view state
/// the screen is as it was, even when the action changed a plain object the
/// view reads. A host's ``HostingSubject/unchangedRender(settings:)`` says
/// when its last render still stands; `render(settings:)` always renders
/// (a caller may have changed what the view is made from).
@Suite struct UnchangedRenderTests {
    /// A model SwiftUI does not observe: no `ObservableObject`, no `@Published`.
    final class PlainModel: @unchecked Sendable {
        var taps = 0
    }

    final class ObservedModel: ObservableObject, @unchecked Sendable {
        @Published var taps = 0
        var unpublished = 0
    }

    struct PlainCounter: View {
        let model: PlainModel
        var body: some View { Button("Add") { model.taps += 1 }.accessibilityValue("\(model.taps)") }
    }

    struct StateCounter: View {
        @State private var taps = 0
        var body: some View { Button("Add") { taps += 1 }.accessibilityValue("\(taps)") }
    }

    struct ObservedCounter: View {
        @ObservedObject var model: ObservedModel
        var body: some View { Button("Add") { model.taps += 1 }.accessibilityValue("\(model.taps)") }
    }

    struct SendingCounter: View {
        @ObservedObject var model: ObservedModel
        var body: some View {
            Button("Add") {
                model.objectWillChange.send()
                model.unpublished += 1
            }
            .accessibilityValue("\(model.unpublished)")
        }
    }

    struct BoundCounter: View {
        @Binding var taps: Int
        var body: some View { Button("Add") { taps += 1 }.accessibilityValue("\(taps)") }
    }

    /// Renders, activates the only element, and answers whether the host says its last render still stands.
    func activateAndAsk(_ subject: HostingSubject) -> AccessibilityTree? {
        let tree = subject.render(settings: AccessibilitySettings())
        #expect(subject.unchangedRender(settings: AccessibilitySettings()) != nil)
        #expect(subject.perform(.activate, on: stops(tree)[0].id) == .performed)
        return subject.unchangedRender(settings: AccessibilitySettings())
    }

    @Test func `an action that changed only a plain object leaves the screen as it was`() throws {
        let model = PlainModel()
        let subject = HostingSubject(name: "Plain") { PlainCounter(model: model) }
        let kept = try #require(activateAndAsk(subject))
        #expect(model.taps == 1)
        // What iOS shows: SwiftUI never learnt of the change, so the value is still 0.
        #expect(stops(kept)[0].value == "0")
        #expect(subject.isUnchanged)
    }

    @Test func `an action that wrote state, a published property, a binding or sent objectWillChange is rendered again`() {
        #expect(activateAndAsk(HostingSubject(name: "State") { StateCounter() }) == nil)
        #expect(activateAndAsk(HostingSubject(name: "Observed") { ObservedCounter(model: ObservedModel()) }) == nil)
        #expect(activateAndAsk(HostingSubject(name: "Sending") { SendingCounter(model: ObservedModel()) }) == nil)
        let taps = Cell(0)
        let bound = HostingSubject(name: "Bound") { BoundCounter(taps: taps.binding) }
        #expect(activateAndAsk(bound) == nil)
        #expect(!bound.isUnchanged)
        // The new render shows the change.
        #expect(stops(bound.render(settings: AccessibilitySettings()))[0].value == "1")
    }

    @Test func `other settings or another screen size need a render`() {
        let subject = HostingSubject(name: "Plain") { PlainCounter(model: PlainModel()) }
        _ = subject.render(settings: AccessibilitySettings())
        #expect(subject.unchangedRender(settings: settings("colorScheme=dark")) == nil)
        subject.screenSize = CGSize(width: 320, height: 568)
        #expect(subject.unchangedRender(settings: AccessibilitySettings()) == nil)
    }

    @Test func `a render always renders, so a change made from outside is seen`() {
        let model = PlainModel()
        let subject = HostingSubject(name: "Plain") { PlainCounter(model: model) }
        _ = subject.render(settings: AccessibilitySettings())
        model.taps = 5
        #expect(stops(subject.render(settings: AccessibilitySettings()))[0].value == "5")
    }

    @Test func `a host with an announcement waiting is not unchanged`() {
        let subject = HostingSubject(name: "Announcer") {
            Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
        }
        let tree = subject.render(settings: AccessibilitySettings())
        #expect(subject.isUnchanged)
        _ = subject.perform(.activate, on: stops(tree)[0].id)
        #expect(!subject.isUnchanged)
        _ = subject.takePostedNotifications()
        #expect(subject.isUnchanged)
    }
}
