import AccessibilityModel

extension VoiceOver {
    /// The rotors the component offers where focus is: those of the focused
    /// element and of every node above it, nearest first (with nothing
    /// focused, those around the first stop, where VoiceOver's focus lands on
    /// a new screen). Decision 24; docs/voiceover.md.
    public var availableCustomRotors: [CustomRotor] {
        guard let stop = focusedStop ?? order.stops.first else { return tree.root.customRotors }
        var nodes: [AccessibilityNode] = [tree.root]
        var node = tree.root
        stop.path.forEachIndex { index in
            guard node.children.indices.contains(index) else { return }
            node = node.children[index]
            nodes.append(node)
        }
        return nodes.reversed().flatMap(\.customRotors)
    }

    /// One step through a component's rotor: focus moves to the next (or
    /// previous) entry whose target is a focus stop, and the element is
    /// spoken as any move speaks it. Entries whose target is not on the
    /// screen (not rendered, hidden, inside another element) are passed over.
    /// The position is the entry the last step reached while focus is still
    /// on its target, else the first entry whose target is focused (unless
    /// every entry targets it: a rotor of ranges of the focused element's
    /// text starts before its first range); from elsewhere a step forward
    /// starts at the first entry and a step back at the last [UNC]. No
    /// wrapping: past the end, `boundary`.
    func entryStep(_ rotor: CustomRotor, forward: Bool) -> Utterance {
        var stopByID: [ElementID: Int] = [:]
        for (index, stop) in order.stops.enumerated() where stopByID[stop.id] == nil { stopByID[stop.id] = index }
        let focusedID = focusedStop?.id
        var position: Int?
        if let entry = customRotorEntry, rotor.entries.indices.contains(entry), rotor.entries[entry].target == focusedID {
            position = entry
        } else if let focusedID, !rotor.entries.allSatisfy({ $0.target == focusedID }) {
            position = rotor.entries.firstIndex { $0.target == focusedID }
        }
        let candidates: [Int]
        switch (position, forward) {
        case (let position?, true): candidates = Array(rotor.entries.indices.suffix(from: position + 1))
        case (let position?, false): candidates = rotor.entries.indices.prefix(upTo: position).reversed()
        case (nil, true): candidates = Array(rotor.entries.indices)
        case (nil, false): candidates = rotor.entries.indices.reversed()
        }
        for entry in candidates {
            guard let stop = stopByID[rotor.entries[entry].target] else { continue }
            let utterance = moveFocus(to: stop)
            customRotorEntry = entry
            return utterance
        }
        return Utterance(event: .boundary)
    }

    /// Moves among the focused element's custom content (More Content rotor)
    /// and speaks each as `label, value`: all of it, in declaration order,
    /// high importance included (Square Blueprint's copy of Apple's
    /// `AXCustomContent` header: "In addition to being available through the
    /// rotor, high importance content will be announced…").
    func contentStep(forward: Bool) -> Utterance {
        let content = focusedNode?.customContent ?? []
        guard let next = Self.step(from: contentIndex, count: content.count, forward: forward) else { return Utterance(event: .boundary) }
        contentIndex = next
        let item = content[next]
        let spoken = [item.label, item.value].filter { !$0.isEmpty }.joined(separator: ", ")
        return Utterance(description: spoken, event: .moved)
    }
}
