import AccessibilityModel

/// Rotors: entries are tied to the elements their ids name once the whole tree is finished.
extension Finisher {
    /// Notes the rotors `draft` declares and the entry ids that name it;
    /// `isElement` tells whether its node was a visible element.
    mutating func noteRotors(of draft: Draft, id: ElementID, isElement: Bool) {
        if !draft.rotors.isEmpty { rotorOwners[id, default: []].append(contentsOf: draft.rotors) }
        for key in draft.rotorKeys {
            if let known = rotorTargets[key], known.isElement || !isElement { continue }
            rotorTargets[key] = (id, isElement)
        }
    }

    /// Gives each node that declared rotors its `customRotors`: an entry with
    /// an id moves to the first element that id names (a ForEach element's,
    /// an `.id(_:)` view's, or one marked `accessibilityRotorEntry(id:in:)`),
    /// an entry without one to the owner. Entries whose id names nothing
    /// rendered are dropped: VoiceOver cannot move to them.
    func attachRotors(to node: inout AccessibilityNode) {
        if let declarations = rotorOwners[node.id] {
            node.customRotors = declarations.map { declaration in
                let entries = declaration.entries.compactMap { entry -> CustomRotor.Entry? in
                    guard let key = entry.target else { return CustomRotor.Entry(label: entry.label, target: node.id) }
                    return rotorTargets[key].map { CustomRotor.Entry(label: entry.label, target: $0.id) }
                }
                if let system = declaration.systemRotor { return CustomRotor(replacing: system, entries: entries) }
                return CustomRotor(name: declaration.name, entries: entries)
            }
        }
        for index in node.children.indices { attachRotors(to: &node.children[index]) }
    }
}
