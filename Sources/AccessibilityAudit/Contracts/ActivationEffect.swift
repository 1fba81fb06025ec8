import AccessibilityModel
import ScreenReader

/// What an activation changed: the component's state and the activated
/// element as exposed afterwards. `contract-touch` compares a tap's effect
/// with VoiceOver's double tap's.
struct ActivationEffect: Equatable {
    var state: [String: ParameterValue]
    var value: String?
    var label: String?
    var traits: ElementTraits?

    /// The effect on `subject` as its render with `settings` shows it, for the element of `stop`.
    init(of subject: any AccessibilitySubject, on stop: AuditedStop, _ settings: AccessibilitySettings) {
        self.init(state: subject.state, tree: subject.renderIfChanged(settings: settings), on: stop)
    }

    /// The effect a VoiceOver session shows now: its subject's state and its last render.
    init(of voiceOver: VoiceOver, on stop: AuditedStop) {
        self.init(state: voiceOver.subject.state, tree: voiceOver.tree, on: stop)
    }

    private init(state: [String: ParameterValue], tree: AccessibilityTree, on stop: AuditedStop) {
        let node = tree.root.node(withID: stop.node.id)
        self.state = state
        value = node?.value
        label = node?.label
        traits = node?.traits
    }

    /// Words for this effect against the element before (`changes the value "0" to "1"`).
    func change(from stop: AuditedStop) -> String {
        if value != stop.node.value { return "changes the value \(Format.quoted(stop.node.value)) to \(Format.quoted(value))" }
        if label != stop.node.label { return "changes the label to \(Format.quoted(label))" }
        if traits != stop.node.traits { return "changes the element's traits" }
        return "leaves the element as it was" + (state.isEmpty ? "" : " (state \(Self.describe(state)))")
    }

    static func describe(_ state: [String: ParameterValue]) -> String {
        state.keys.sorted().map { "\($0)=\(state[$0].map { "\($0)" } ?? "")" }.joined(separator: ", ")
    }
}
