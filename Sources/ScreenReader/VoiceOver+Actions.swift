import AccessibilityModel

extension VoiceOver {
    /// Double tap: activates the focused element, or, when the Actions rotor
    /// has an action selected, performs that action. A dimmed element does
    /// not act (the subject is not asked). What is spoken follows §3.6 and
    /// decision 9 (see `announceChange(of:values:result:)`).
    @discardableResult public func activate() -> Utterance {
        if selectedRotor == .actions, let name = selectedCustomAction {
            return record(.activate) { performCustom(name) }
        }
        return record(.activate) {
            guard let stop = focusedStop else { return Utterance(event: .nothing) }
            guard !stop.node.traits.contains(.notEnabled) else { return Utterance(event: .nothing) }
            return act(.activate, on: stop.node.id, focused: stop)
        }
    }

    /// Swipe up: with no rotor, or Adjust Value, selected, increments the
    /// focused adjustable element; with another rotor, moves to the previous
    /// match of that rotor.
    @discardableResult public func increment() -> Utterance {
        if let rotor = selectedRotor, rotor != .adjustValue {
            return record(.increment) { rotorStep(forward: false) }
        }
        return record(.increment) { adjust(.increment) }
    }

    /// Swipe down: with no rotor, or Adjust Value, selected, decrements the
    /// focused adjustable element; with another rotor, moves to the next
    /// match of that rotor.
    @discardableResult public func decrement() -> Utterance {
        if let rotor = selectedRotor, rotor != .adjustValue {
            return record(.decrement) { rotorStep(forward: true) }
        }
        return record(.decrement) { adjust(.decrement) }
    }

    /// Two-finger scrub: performs escape on the focused element or on its
    /// nearest ancestor that handles escape.
    @discardableResult public func escape() -> Utterance {
        record(.escape) {
            guard let stop = focusedStop else { return Utterance(event: .nothing) }
            guard let target = handler(of: .escape, from: stop.path, searchingWholeTree: false) else {
                return Utterance(event: .nothing)
            }
            return act(.escape, on: target.id, focused: stop)
        }
    }

    /// Two-finger double tap: performs the magic tap on the focused element,
    /// else its nearest ancestor, else the first node (document order) that
    /// handles it.
    @discardableResult public func magicTap() -> Utterance {
        record(.magicTap) {
            let path = focusedStop?.path ?? .root
            guard let target = handler(of: .magicTap, from: path, searchingWholeTree: true) else {
                return Utterance(event: .nothing)
            }
            guard let stop = focusedStop else {
                let result = subject.perform(.magicTap, on: target.id)
                if observesActions { rerender(keepingFocus: false, clampWhenLost: false) }
                return Utterance(event: .nothing, actionResult: result)
            }
            return act(.magicTap, on: target.id, focused: stop)
        }
    }

    /// Performs the focused element's custom action called `name`: `notFound`
    /// when it has none of that name; nothing happens while it is dimmed.
    @discardableResult public func performCustomAction(named name: String) -> Utterance {
        record(.customAction(name)) { performCustom(name) }
    }

    // MARK: Internals

    func performCustom(_ name: String) -> Utterance {
        guard let stop = focusedStop else { return Utterance(event: .nothing) }
        guard stop.node.customActions.contains(name) else { return Utterance(event: .notFound) }
        guard !stop.node.traits.contains(.notEnabled) else { return Utterance(event: .nothing) }
        return act(.custom(name), on: stop.node.id, focused: stop)
    }

    /// Increments or decrements the focused element (decision 8).
    func adjust(_ action: ElementAction) -> Utterance {
        guard let stop = focusedStop else { return Utterance(event: .nothing) }
        let node = stop.node
        let canAdjust = node.traits.contains(.adjustable) || node.actions.contains(action.standardAction ?? [])
        guard canAdjust, !node.traits.contains(.notEnabled) else { return Utterance(event: .nothing) }
        let result = subject.perform(action, on: node.id)
        guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
        let found = rerender(keepingFocus: true, clampWhenLost: false)
        guard found, let now = focusedStop else { return screenChanged(result: result) }
        guard result == .performed else { return Utterance(event: .nothing, actionResult: result) }
        let spoken = valueWords(of: now.node)
        return Utterance(description: spoken, event: now.node.value == node.value ? .boundary : .announcement,
                         actionResult: result)
    }

    /// Performs `action` on `target` while `focused` has focus, renders again
    /// and says what changed.
    func act(_ action: ElementAction, on target: ElementID, focused: FocusStop) -> Utterance {
        let before = order.stops.map { (id: $0.node.id, value: $0.node.value) }
        let result = subject.perform(action, on: target)
        guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
        let found = rerender(keepingFocus: true, clampWhenLost: false)
        guard found else { return screenChanged(result: result) }
        return announceChange(of: focused.node, values: before, result: result)
    }

    /// What is spoken after an activation, custom action, escape or magic tap
    /// (§3.6, decision 9), checked in this order:
    /// 1. the focused element's value changed: the new value (a switch: its state word);
    /// 2. its label changed: its whole description;
    /// 3. another element's value changed (a stepper's label element): the
    ///    first such element's new value, in reading order;
    /// 4. its selected trait changed: its whole description;
    /// 5. otherwise nothing.
    func announceChange(of old: AccessibilityNode, values: [(id: ElementID, value: String?)],
                        result: ActionResult) -> Utterance {
        guard let stop = focusedStop else { return Utterance(event: .nothing, actionResult: result) }
        let now = stop.node
        if now.value != old.value {
            let words = valueWords(of: now)
            if !words.isEmpty { return Utterance(description: words, event: .announcement, actionResult: result) }
            return Utterance(speech(of: stop), event: .announcement, actionResult: result)
        }
        if now.label != old.label {
            return Utterance(speech(of: stop), event: .announcement, actionResult: result)
        }
        if let changed = firstOtherValueChange(before: values, focused: stop.node.id) {
            return Utterance(description: changed, event: .announcement, actionResult: result)
        }
        if now.traits.contains(.selected) != old.traits.contains(.selected) {
            return Utterance(speech(of: stop), event: .announcement, actionResult: result)
        }
        return Utterance(event: .nothing, actionResult: result)
    }

    /// The new value of the first element (other than the focused one, with a
    /// non-empty, unique identity) whose value differs from `before`.
    func firstOtherValueChange(before: [(id: ElementID, value: String?)], focused: ElementID) -> String? {
        var old: [ElementID: String?] = [:]
        var duplicated: Set<ElementID> = []
        for entry in before where !entry.id.rawValue.isEmpty {
            if old.updateValue(entry.value, forKey: entry.id) != nil { duplicated.insert(entry.id) }
        }
        for stop in order.stops where stop.node.id != focused && !duplicated.contains(stop.node.id) {
            guard let previous = old[stop.node.id], previous != stop.node.value else { continue }
            let words = valueWords(of: stop.node)
            if !words.isEmpty { return words }
        }
        return nil
    }

    /// After an action removed the focused element: focus moves to the first
    /// element of the new screen, which is spoken (§3.6, screen change).
    func screenChanged(result: ActionResult) -> Utterance {
        guard !order.stops.isEmpty else {
            focusIndex = nil
            return Utterance(event: .nothing, actionResult: result)
        }
        var utterance = moveFocus(to: 0)
        utterance.actionResult = result
        return utterance
    }

    /// The value as spoken alone: a switch's state word, else the value.
    func valueWords(of node: AccessibilityNode) -> String {
        let value = node.value ?? ""
        guard node.traits.contains(.toggle) else { return value }
        let strings = strings(for: node)
        switch value {
        case "1": return strings.switchOn
        case "0": return strings.switchOff
        case "2": return strings.switchMixed
        default: return value
        }
    }

    /// The node that handles `action`: the node at `path`, else its nearest
    /// ancestor, else (when `searchingWholeTree`) the first visible node in
    /// document order. A handler found this way that is dimmed does not count.
    func handler(of action: StandardActions, from path: NodePath, searchingWholeTree: Bool) -> AccessibilityNode? {
        var indexes = path.indexes
        while true {
            if let node = tree[path: NodePath(indexes)], node.actions.contains(action) {
                return node.traits.contains(.notEnabled) ? nil : node
            }
            if indexes.isEmpty { break }
            indexes.removeLast()
        }
        guard searchingWholeTree else { return nil }
        var found: AccessibilityNode?
        tree.walk { node, _ in
            if node.isHidden { return .skipChildren }
            if node.actions.contains(action) { found = node; return .stop }
            return .visitChildren
        }
        if let found, found.traits.contains(.notEnabled) { return nil }
        return found
    }
}
