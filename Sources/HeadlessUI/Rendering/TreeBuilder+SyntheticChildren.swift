import Foundation

/// `.accessibilityChildren { }` (decision 24): the element becomes a
/// container whose children are the elements of a view that is laid out in
/// its frame but not drawn; what the content drew stays, hidden.
extension TreeBuilder {
    func syntheticChildren(_ synthetic: _ViewNode, replacing kids: [Draft], at node: _ViewNode, _ context: Context) -> [Draft] {
        let engine = LayoutEngine()
        _ = engine.size(synthetic, ProposedSize(width: node.frame.width, height: node.frame.height))
        engine.place(synthetic, node.frame)
        let drafts = collect(synthetic, context)
        if kids.count == 1, kids[0].node.isElement || kids[0].node.container != nil, !kids[0].node.isHidden {
            // The element (a labelled canvas, a combined view) keeps its label and becomes their container.
            let target = kids[0]
            for child in target.children { child.hide() }
            target.node.isElement = false
            if target.node.container == nil { target.node.container = .semanticGroup }
            target.children = drafts + target.children
            return [target]
        }
        var container = AccessibilityNode(
            id: ElementID(Self.idString(StructuralHash.combine(node.identity, 0x7379_6E00))),
            isElement: false, container: .semanticGroup, frame: node.frame)
        container.isRenderedEnabled = node.environment.isEnabled
        let draft = Draft(node: container)
        draft.children = drafts
        for kid in kids { kid.hide() }
        return [draft] + kids
    }
}

/// `.accessibilityActions { }`: the views of the content are laid out in the
/// element's frame, never drawn nor exposed; each that can be activated (a
/// `Button`, a `Toggle`) gives a named action, its label the name, in
/// declaration order.
extension TreeBuilder {
    func actionViews(_ content: _ViewNode, at node: _ViewNode, _ context: Context) -> [(name: String, run: () -> Void)] {
        let engine = LayoutEngine()
        _ = engine.size(content, ProposedSize(width: node.frame.width, height: node.frame.height))
        engine.place(content, node.frame)
        var actions: [(name: String, run: () -> Void)] = []
        var pending = Array(collect(content, context).reversed())
        while let draft = pending.popLast() {
            if draft.node.isElement, let run = draft.handlers.activate {
                actions.append((draft.node.label ?? "", run))
            } else {
                pending.append(contentsOf: draft.children.reversed())
            }
        }
        return actions
    }
}
