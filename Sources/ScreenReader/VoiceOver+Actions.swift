import AccessibilityModel

extension VoiceOver {
    /// Double tap: activates the focused element, or, when the Actions rotor
    /// has an action selected, performs that action. A dimmed element does
    /// not act (the subject is not asked). What is spoken follows §3.6 and
    /// decisions 9 and 18 (see `respond(ownChange:found:silenced:result:)`).
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

    /// Zooms the focused element in, when it supports zoom (`supportsZoom`,
    /// SwiftUI's `accessibilityZoomAction`); otherwise nothing happens.
    @discardableResult public func zoomIn() -> Utterance { zoom(.zoomIn, command: .zoomIn) }

    /// Zooms the focused element out; see ``zoomIn()``.
    @discardableResult public func zoomOut() -> Utterance { zoom(.zoomOut, command: .zoomOut) }

    private func zoom(_ action: ElementAction, command: VoiceOverCommand) -> Utterance {
        record(command) {
            guard let stop = focusedStop, let standard = action.standardAction, stop.node.actions.contains(standard),
                !stop.node.traits.contains(.notEnabled)
            else { return Utterance(event: .nothing) }
            return act(action, on: stop.node.id, focused: stop)
        }
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
                _ = subject.takePostedNotifications()
                let result = subject.perform(.magicTap, on: target.id)
                guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
                rerender(keepingFocus: false, clampWhenLost: false)
                return respond(ownChange: nil, found: true, silenced: false, result: result)
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
        _ = subject.takePostedNotifications()
        let result = subject.perform(action, on: node.id)
        guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
        let found = rerender(keepingFocus: true, clampWhenLost: false)
        var own: Utterance?
        if found, let now = focusedStop, result == .performed {
            own = Utterance(description: valueWords(of: now.node), event: now.node.value == node.value ? .boundary : .announcement)
        }
        return respond(ownChange: own, found: found, silenced: false, result: result)
    }

    /// Performs `action` on `target` while `focused` has focus, renders again
    /// and says what VoiceOver says then (decision 18).
    func act(_ action: ElementAction, on target: ElementID, focused: FocusStop) -> Utterance {
        // What was posted before this action is not this action's.
        _ = subject.takePostedNotifications()
        let result = subject.perform(action, on: target)
        guard observesActions else { return Utterance(event: .nothing, actionResult: result) }
        let found = rerender(keepingFocus: true, clampWhenLost: false)
        let own = found ? ownChange(of: focused.node) : nil
        // An element that starts a media session is silent after its activation (the audio plays instead).
        let silenced = action == .activate && focused.node.traits.contains(.startsMediaSession)
        return respond(ownChange: own, found: found, silenced: silenced, result: result)
    }

    /// The focused element's own change after an action (decision 9), checked in this order:
    /// 1. its value changed: the new value (a switch: its state word; an empty value: its whole description);
    /// 2. its label changed: its whole description;
    /// 3. its selected or editing trait changed: its whole description (§3.6 selection, decision 23);
    /// otherwise `nil`. A change to any other element is not spoken (decision 18).
    func ownChange(of old: AccessibilityNode) -> Utterance? {
        guard let stop = focusedStop else { return nil }
        let now = stop.node
        if now.value != old.value {
            let words = valueWords(of: now)
            if !words.isEmpty { return Utterance(description: words, event: .announcement) }
            return Utterance(speech(of: stop), event: .announcement)
        }
        // Starting or ending an editing session reads the field again (`Is editing.`, decision 23).
        let flipped: ElementTraits = [.selected, .isEditing]
        if now.label != old.label || now.traits.intersection(flipped) != old.traits.intersection(flipped) {
            return Utterance(speech(of: stop), event: .announcement)
        }
        return nil
    }

    /// What VoiceOver says after an action (decision 18), from the focused
    /// element's own change and what the subject posted during the action:
    /// 1. the own change, unless a notification moved focus;
    /// 2. the posted announcements, in order;
    /// 3. a layout change naming an element, or any screen change, moves
    ///    focus there (a screen change without one: the first element) and
    ///    speaks it; a layout change without one keeps focus, or moves it to
    ///    the first element when the focused element went.
    /// When the focused element went and nothing moved focus, focus goes to
    /// the first element silently (VoiceOver does not watch the screen).
    /// `silenced` (`startsMediaSession`): focus moves the same, nothing is spoken.
    func respond(ownChange: Utterance?, found: Bool, silenced: Bool, result: ActionResult) -> Utterance {
        let posted = subject.takePostedNotifications()
        var announcements: [String] = []
        var target: Int?
        for notification in posted {
            switch notification {
            case .announcement(let text):
                if !text.isEmpty { announcements.append(text) }
            case .layoutChanged(let focus):
                if let index = focus.flatMap(stopIndex(of:)) {
                    target = index
                } else if focusIndex == nil, target == nil, !order.stops.isEmpty {
                    target = 0
                }
            case .screenChanged(let focus):
                target = focus.flatMap(stopIndex(of:)) ?? (order.stops.isEmpty ? nil : 0)
            }
        }
        var utterance: Utterance
        if let target {
            utterance = moveFocus(to: target)
        } else {
            if !found, focusIndex == nil, !order.stops.isEmpty {
                focusIndex = 0
                actionIndex = nil
            }
            utterance = ownChange ?? Utterance(event: announcements.isEmpty ? .nothing : .announcement)
        }
        utterance.actionResult = result
        guard !silenced else { return Utterance(event: .nothing, actionResult: result) }
        utterance.announcements = announcements
        return utterance
    }

    /// The stop of the element `id`, or, when it is a container, its first stop.
    func stopIndex(of id: ElementID) -> Int? {
        if let index = order.stops.firstIndex(where: { $0.node.id == id }) { return index }
        guard let path = tree.path(of: id) else { return nil }
        return order.stops.firstIndex { $0.path.starts(with: path) }
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
