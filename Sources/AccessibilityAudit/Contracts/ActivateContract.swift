import AccessibilityModel

/// Verifies that activating a control reaches its action, and that a disabled
/// control does not act.
///
/// WCAG 4.1.2, 2.1.1. Fix: put the action on the element VoiceOver focuses,
/// and honour `isEnabled`.
public struct ActivateContract: Contract {
    public static let info = CheckDescription(
        id: .contractActivate, kind: .contract, title: "Activation reaches the action", severity: .serious, wcag: ["4.1.2", "2.1.1"],
        explanation:
            "Driving each activatable element (a button, link or switch, or anything that handles activation) through VoiceOver: a double tap must reach a handler. A disabled control must not act: its state must not change when activated.",
        fix:
            "put the action on the focused element (a Button's action, or .accessibilityAction { … } on a combined element); a custom control reads @Environment(\\.isEnabled) and ignores activation when disabled, or uses .disabled(true)"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let applies: (StopFacts) -> Bool = { $0.actions.contains(.activate) || !$0.traits.intersection([.button, .link, .toggle]).isEmpty }
        guard context.isLive else { return staticIncompletes(context, where: applies) }
        return context.stops(where: applies).map { stop in
            if stop.node.isDisabled {
                // VoiceOver never activates a dimmed element, but a tap or Switch Control reaches the
                // handler: ask the subject directly whether the disabled control acts.
                let subject = context.freshRenderedSubject()
                let before = subject.state
                let answer = subject.perform(.activate, on: stop.node.id)
                if answer == .unsupported { return staticIncomplete(stop) }
                return subject.state != before
                    ? result(.violation, stop, "the control is disabled but activating it changed the component's state")
                    : result(.pass, stop)
            }
            let answer: ActionResult?
            if let known = context.firstActivations.result(at: stop.path) {
                // The switch contract already double-tapped this element of a fresh subject.
                answer = known
            } else {
                let session = context.session(focusing: stop)
                // Only whether the double tap reaches a handler matters here: no need to render what it changed.
                session.voiceOver.observesActions = false
                answer = session.perform(.activate).result
            }
            if answer == .unsupported { return staticIncomplete(stop) }
            switch answer {
            case .performed: return result(.pass, stop)
            case .noSuchElement:
                return result(.violation, stop, "VoiceOver cannot activate \(Format.quoted(stop.spoken)): no element with its identity")
            default: return result(.violation, stop, "activating \(Format.quoted(stop.spoken)) reaches no handler")
            }
        }
    }
}
