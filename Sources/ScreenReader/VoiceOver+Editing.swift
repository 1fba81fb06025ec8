import AccessibilityModel

extension VoiceOver {
    /// Types `text` on the keyboard into the focused text field, which must
    /// be in an editing session (double tap starts one; decision 23). VoiceOver
    /// echoes what was typed; a secure field's characters are never spoken.
    /// Outside an editing session nothing happens (`nothing`: there is no keyboard).
    @discardableResult public func type(_ text: String) -> Utterance {
        record(.type(text)) {
            edit(.typeText(text)) { _, _ in text }
        }
    }

    /// The keyboard's delete key: removes the character before the insertion
    /// point of the focused text field being edited; VoiceOver speaks the
    /// deleted character (never a secure field's).
    @discardableResult public func deleteBackward() -> Utterance {
        record(.deleteBackward) {
            edit(.deleteBackward) { old, new in
                guard old != new, let last = old?.last else { return "" }
                return String(last)
            }
        }
    }

    /// Performs a keyboard `action` on the focused field being edited and
    /// speaks `echo(old value, new value)` unless the field is secure.
    private func edit(_ action: ElementAction, echo: (String?, String?) -> String) -> Utterance {
        guard let stop = focusedStop else { return Utterance(event: .nothing) }
        let node = stop.node
        guard node.traits.isSuperset(of: [.textEntry, .isEditing]), !node.traits.contains(.notEnabled) else {
            return Utterance(event: .nothing)
        }
        _ = subject.takePostedNotifications()
        let result = subject.perform(action, on: node.id)
        guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
        let found = rerender(keepingFocus: true, clampWhenLost: false)
        var own: Utterance?
        if found, result == .performed, let now = focusedStop, !now.node.traits.contains(.secureTextField) {
            let words = echo(node.value, now.node.value)
            if !words.isEmpty { own = Utterance(description: words, event: .announcement) }
        }
        return respond(ownChange: own, found: found, silenced: false, result: result)
    }
}
