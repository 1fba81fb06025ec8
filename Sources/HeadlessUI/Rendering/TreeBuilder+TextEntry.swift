/// Text fields: one text-entry element with an editing session (decision 23).
extension TreeBuilder {
    func textField(_ info: TextFieldInfo, _ node: _ViewNode, _ context: Context) -> Draft {
        let draft = element(node, context, id: StructuralHash.combine(node.identity, 0x7466_6400))
        let key = node.identity
        let storage = info.storage
        let editing = storage.editingField == key
        draft.node.label = info.label
        draft.node.value = info.value
        draft.node.traits = .textEntry
        if info.kind == .secure { draft.node.traits.insert(.secureTextField) }
        if info.kind == .area { draft.node.traits.insert(.textArea) }
        if editing { draft.node.traits.insert(.isEditing) }
        // The field draws in the font in force, as UITextField does (`.font(.system(size: 17))`
        // on a TextField sets the font of its text), and what was typed in the colour in force;
        // a secure field's dots are no text to read, and an empty field's placeholder is drawn
        // in the placeholder colour, not recorded here.
        draft.node.font = node.environment.fontFacts
        if info.kind != .secure, !info.text.wrappedValue.isEmpty {
            draft.texts = [info.text.wrappedValue]
            draft.node.foreground = foreground(of: node)
        }
        draft.handlers.textField = key
        // Double tap starts editing; escape ends it; while editing, the keys type and delete.
        draft.handlers.activate = { storage.editingField = key }
        draft.handlers.activateSource = key
        // A tap anywhere on the field starts editing too, as UITextField does (docs/hit-testing.md).
        let rects = context.hitTestingDisabled ? [] : [node.frame]
        draft.node.touchTargets = rects
        hits.fill(
            hits.reserve(),
            with: HitRegion(
                rects: rects, run: { storage.editingField = key }, isEnabled: node.environment.isEnabled,
                isOwned: true))
        if editing {
            let text = info.text
            draft.handlers.escape = { storage.editingField = nil }
            draft.handlers.typeText = { text.wrappedValue += $0 }
            draft.handlers.deleteBackward = {
                guard !text.wrappedValue.isEmpty else { return }
                text.wrappedValue.removeLast()
            }
        }
        return draft
    }
}
