import AccessibilityModel
import ScreenReader

/// One drive of a fresh subject through the simulated VoiceOver with focus on
/// one element: each gesture is performed the way VoiceOver does it (nothing
/// while the element is `notEnabled`), the subject re-renders, and the
/// utterance is what VoiceOver announced.
final class DriveSession {
    let voiceOver: VoiceOver

    init(voiceOver: VoiceOver, element: AuditedStop) {
        self.voiceOver = voiceOver
        // Swipe to the element: first, then next until it is focused.
        voiceOver.first()
        var steps = 0
        while let focused = voiceOver.focusedStop, focused.path != element.path, steps < voiceOver.stops.count {
            voiceOver.next()
            steps += 1
        }
    }

    /// The focused element now, as the checks see it.
    var current: AuditedStop? {
        guard let stop = voiceOver.focusedStop else { return nil }
        return AuditedStop(path: stop.path, node: stop.node, spoken: voiceOver.speech(of: stop).description)
    }

    /// What a gesture did.
    struct Step {
        /// The subject's answer; `nil` when VoiceOver did not ask it (a dimmed element).
        var result: ActionResult?
        var after: AuditedStop?
        /// What VoiceOver said; `nil` when silent.
        var announcement: String?
        var stateChanged: Bool
        /// Whether VoiceOver said nothing at all (no description, hint, extras or announcements).
        var isSilent = false
    }

    /// Performs a gesture for `action` on the focused element.
    func perform(_ action: ElementAction) -> Step {
        let stateBefore = voiceOver.subject.state
        let utterance = act(action)
        let said = ([utterance.description] + utterance.announcements).filter { !$0.isEmpty }.joined(separator: " ")
        return Step(
            result: utterance.actionResult, after: current, announcement: said.isEmpty ? nil : said,
            stateChanged: voiceOver.subject.state != stateBefore, isSilent: utterance.isSilent)
    }

    /// Performs a gesture for `action` on the focused element and returns
    /// only what VoiceOver said, for a check that needs neither the element
    /// after it nor whether the component's state changed (``perform(_:)``).
    func act(_ action: ElementAction) -> Utterance {
        switch action {
        case .activate: voiceOver.activate()
        case .increment: voiceOver.increment()
        case .decrement: voiceOver.decrement()
        case .escape: voiceOver.escape()
        case .magicTap: voiceOver.magicTap()
        case .zoomIn: voiceOver.zoomIn()
        case .zoomOut: voiceOver.zoomOut()
        case .custom(let name): voiceOver.performCustomAction(named: name)
        case .typeText(let text): voiceOver.type(text)
        case .deleteBackward: voiceOver.deleteBackward()
        }
    }
}
