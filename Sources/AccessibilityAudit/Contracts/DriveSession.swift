import AccessibilityModel

/// One drive of a fresh subject with focus on one element: performs actions
/// the way VoiceOver does (nothing while the element is `notEnabled`),
/// re-renders after each, and reports what VoiceOver would announce
/// (reference decisions 8 and 9: the new value, or the whole description
/// when the label changed).
final class DriveSession {
    let subject: any AccessibilitySubject
    let settings: AccessibilitySettings
    private(set) var tree: AccessibilityTree
    private(set) var current: AuditedStop?
    private let id: ElementID
    private let originalPath: NodePath

    init(subject: any AccessibilitySubject, settings: AccessibilitySettings, element: AuditedStop) {
        self.subject = subject
        self.settings = settings
        self.id = element.node.id
        self.originalPath = element.path
        self.tree = subject.render(settings: settings)
        self.current = nil
        self.current = locate()
    }

    /// The focused element in the latest render (by identity, or by path when it has none).
    private func locate() -> AuditedStop? {
        let stops = ReadingOrder.stops(in: tree, settings: settings)
        if !id.rawValue.isEmpty { return stops.first { $0.node.id == id } }
        return stops.first { $0.path == originalPath }
    }

    /// What happened and what was announced.
    struct Step {
        var result: ActionResult
        var before: AuditedStop?
        var after: AuditedStop?
        var announcement: String?
        var stateChanged: Bool
    }

    /// Performs `action` on the focused element and re-renders.
    func perform(_ action: ElementAction) -> Step {
        let before = current
        let stateBefore = subject.state
        let target = before?.node.id ?? id
        let result = subject.perform(action, on: target)
        tree = subject.render(settings: settings)
        current = locate()
        var announcement: String?
        if let before, let after = current {
            if after.node.label != before.node.label { announcement = after.spoken }
            else if after.node.value != before.node.value || action == .increment || action == .decrement {
                announcement = after.node.trimmedValue
            }
        }
        return Step(result: result, before: before, after: current, announcement: announcement, stateChanged: subject.state != stateBefore)
    }
}
