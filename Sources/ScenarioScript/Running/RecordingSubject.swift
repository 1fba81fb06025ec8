import AccessibilityModel
import Foundation

/// A subject that forwards to a fresh component subject and remembers every
/// render and action, so that another fresh subject can be brought to the
/// same state by replaying them (what the contracts of `expect no findings`
/// drive: the current screen, not the initial one).
final class RecordingSubject: AccessibilitySubject {
    private enum Event {
        case render(AccessibilitySettings)
        case perform(ElementAction, ElementID)
        case tap(CGPoint)
        case focusMoved(ElementID?)
    }

    private let base: any AccessibilitySubject
    private let make: () -> any AccessibilitySubject
    private var events: [Event] = []

    /// - Parameter make: builds a fresh subject in the initial state; called once now and once per replay.
    init(make: @escaping () -> any AccessibilitySubject) {
        self.make = make
        self.base = make()
    }

    var name: String { base.name }
    var state: [String: ParameterValue] { base.state }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        // Consecutive renders with the same settings and no action between them add nothing to a replay.
        if case .render(let last)? = events.last, last == settings {
            return base.render(settings: settings)
        }
        events.append(.render(settings))
        return base.render(settings: settings)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        events.append(.perform(action, element))
        return base.perform(action, on: element)
    }

    func tap(at point: CGPoint) -> ActionResult {
        events.append(.tap(point))
        return base.tap(at: point)
    }

    func takePostedNotifications() -> [PostedNotification] { base.takePostedNotifications() }

    /// VoiceOver's focus moved: the component hears it (its `@AccessibilityFocusState` follows), and so does a replay.
    func accessibilityFocusDidMove(to element: ElementID?) -> Bool {
        events.append(.focusMoved(element))
        return base.accessibilityFocusDidMove(to: element)
    }

    /// A fresh subject with every recorded render and action replayed on it:
    /// in the state this one is in now (components are deterministic).
    func replayed() -> any AccessibilitySubject {
        let subject = make()
        for event in events {
            switch event {
            case .render(let settings): _ = subject.render(settings: settings)
            case .perform(let action, let element): _ = subject.perform(action, on: element)
            case .tap(let point): _ = subject.tap(at: point)
            case .focusMoved(let element): _ = subject.accessibilityFocusDidMove(to: element)
            }
        }
        return subject
    }
}

extension RecordingSubject: UnchangedRendering {
    /// The component's last render when it says that render still stands (no
    /// state written since): VoiceOver then renders nothing, here as anywhere.
    /// Nothing is recorded, as nothing was rendered.
    func unchangedRender(settings: AccessibilitySettings) -> AccessibilityTree? {
        (base as? any UnchangedRendering)?.unchangedRender(settings: settings)
    }
}
