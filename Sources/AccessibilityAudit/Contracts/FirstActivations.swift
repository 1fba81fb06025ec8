import AccessibilityModel

/// What the first double tap on an element of a fresh subject answered, and
/// what it changed, by the element's path, shared by the contracts of one
/// cell: the switch and feedback contracts' first activation is exactly the
/// activation contract's drive (a fresh subject, focus swiped to the element,
/// one double tap) and the VoiceOver half of the touch contract's, so the
/// later contracts need not render a subject again to learn the same answer.
final class FirstActivations {
    /// One recorded activation.
    struct Record {
        var result: ActionResult
        /// What the activation changed, when it was performed and re-rendered.
        var effect: ActivationEffect?
    }

    private var records: [NodePath: Record] = [:]

    /// The answer recorded for the element at `path`, if any drive made it.
    func result(at path: NodePath) -> ActionResult? { records[path]?.result }

    /// The record of the element at `path`, if any drive made it.
    func record(at path: NodePath) -> Record? { records[path] }

    /// Records the first activation of a fresh subject's element at `stop`'s
    /// path, driven in `session` (whose subject has just re-rendered after it).
    func record(_ result: ActionResult, of stop: AuditedStop, in session: DriveSession) {
        guard records[stop.path] == nil else { return }
        let effect = result == .performed && session.voiceOver.observesActions ? ActivationEffect(of: session.voiceOver, on: stop) : nil
        records[stop.path] = Record(result: result, effect: effect)
    }
}
