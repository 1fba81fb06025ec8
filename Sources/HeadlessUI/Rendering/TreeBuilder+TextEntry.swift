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
