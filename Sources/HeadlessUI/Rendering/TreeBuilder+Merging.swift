import Foundation

/// Merging children into one element (decision 4): the visible elements
/// among drafts and the label they make together.
extension TreeBuilder {
    /// The visible elements among drafts, entering containers.
    private func visibleElements(_ drafts: [Draft]) -> [Draft] {
        var result: [Draft] = []
        for draft in drafts where !draft.node.isHidden {
            if draft.node.isElement {
                result.append(draft)
            } else {
                result.append(contentsOf: visibleElements(draft.children))
            }
        }
        return result
    }

    /// The merged label of drafts: labels joined with ", "; images with derived labels contribute nothing.
    func mergedLabel(_ drafts: [Draft]) -> String {
        mergedLabel(drafts, elements: visibleElements(drafts))
    }

    /// The merged label of drafts whose visible elements are `elements`.
    private func mergedLabel(_ drafts: [Draft], elements: [Draft]) -> String {
        var parts: [String] = []
        for element in elements where !element.hasDerivedImageLabel {
            if let label = element.node.label, !label.isEmpty { parts.append(label) }
        }
        if parts.isEmpty {
            // A slot whose content is hidden still names its control.
            for element in drafts where element.node.isElement && !element.hasDerivedImageLabel {
                if let label = element.node.label, !label.isEmpty { parts.append(label) }
            }
        }
        return parts.joined(separator: ", ")
    }

    /// One element merging `kids` the way `.combine` does.
    func merged(_ kids: [Draft], at node: _ViewNode, _ context: Context, tag: UInt64, iconFallback: Bool) -> Draft {
        var draft = element(node, context, id: StructuralHash.combine(node.identity, tag))
        draft.children = kids
        draft.texts = kids.flatMap(\.texts)
        let elements = visibleElements(kids)
        let label = mergedLabel(kids, elements: elements)
        if !label.isEmpty {
            draft.node.label = label
        } else if iconFallback, let image = elements.first(where: { $0.node.traits.contains(.image) && $0.node.label != nil }) {
            draft.node.label = image.node.label
            draft.node.labelOrigin = image.node.labelOrigin
        }
        let values = elements.compactMap(\.node.value).filter { !$0.isEmpty }
        if !values.isEmpty { draft.node.value = values.joined(separator: ", ") }
        let hints = elements.compactMap(\.node.hint).filter { !$0.isEmpty }
        if !hints.isEmpty { draft.node.hint = hints.joined(separator: ", ") }
        var traits: ElementTraits = []
        for element in elements { traits.formUnion(element.node.traits) }
        traits.subtract([.image, .staticText, .button])
        let activatable = elements.filter { $0.handlers.activate != nil }
        let sources = Set(activatable.compactMap(\.handlers.activateSource))
        let oneSource = sources.count == 1 && activatable.allSatisfy { $0.handlers.activateSource != nil }
        if activatable.count == 1 || oneSource {
            draft.handlers.activate = activatable[0].handlers.activate
            draft.handlers.activateSource = activatable[0].handlers.activateSource
            if activatable.contains(where: { $0.node.traits.contains(.button) }) { traits.insert(.button) }
        } else if activatable.count > 1 {
            for child in activatable {
                if let run = child.handlers.activate {
                    draft.handlers.custom.append((child.node.label ?? "", run))
                }
            }
        }
        let adjustable = elements.filter { $0.handlers.increment != nil || $0.handlers.decrement != nil }
        if adjustable.count == 1 {
            draft.handlers.increment = adjustable[0].handlers.increment
            draft.handlers.decrement = adjustable[0].handlers.decrement
        }
        for element in elements {
            draft.handlers.custom.append(contentsOf: element.handlers.custom)
            if draft.handlers.escape == nil { draft.handlers.escape = element.handlers.escape }
            if draft.handlers.magicTap == nil { draft.handlers.magicTap = element.handlers.magicTap }
            draft.node.motion.formUnion(element.node.motion)
        }
        draft.node.traits = traits
        takePresentation(&draft, from: kids)
        // What the element draws besides its texts and images (a track and
        // knob, a capsule), for the comparisons of states and for pictures.
        draft.node.drawing = Self.layers(of: node)
        return draft
    }
}
