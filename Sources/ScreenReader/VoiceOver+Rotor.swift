import AccessibilityModel

extension VoiceOver {
    /// Two-finger rotate: selects `rotor` and speaks its name (in the
    /// `locale`'s language where VoiceOver has one). Selecting Actions or More
    /// Content starts before the focused element's first action or content.
    ///
    /// The Actions and More Content rotors are offered only on an element
    /// that has custom actions (custom content): iOS adds them to the rotor
    /// for such an element alone (decision 25). Asking for either elsewhere
    /// is `notFound` and keeps the selection.
    @discardableResult public func selectRotor(_ rotor: Rotor) -> Utterance {
        if !isOffered(rotor) { return record(.selectRotor(rotor.name)) { Utterance(event: .notFound) } }
        return record(.selectRotor(rotor.name)) {
            selectedRotor = rotor
            actionIndex = nil
            contentIndex = nil
            customRotorEntry = nil
            return Utterance(description: rotor.spokenName(language: settings.locale), event: .rotor)
        }
    }

    /// Selects the rotor with this name (case-insensitive): a rotor the
    /// component offers where focus is (``availableCustomRotors``), else one
    /// of VoiceOver's (in English, or in German or Russian); `notFound` for
    /// an unknown name, leaving the selection as it was.
    @discardableResult public func selectRotor(named name: String) -> Utterance {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let custom = availableCustomRotors.first(where: { $0.systemRotor == nil && $0.name.lowercased() == wanted }) {
            return selectRotor(.custom(named: custom.name))
        }
        guard let rotor = Rotor(named: name) else {
            return record(.selectRotor(name)) { Utterance(event: .notFound) }
        }
        return selectRotor(rotor)
    }

    /// Whether the rotor is in the rotor ring where focus is: Actions only on
    /// an element with custom actions, More Content only on one with custom
    /// content; every other rotor everywhere.
    func isOffered(_ rotor: Rotor) -> Bool {
        if rotor == .actions { return !(focusedNode?.customActions.isEmpty ?? true) }
        if rotor == .moreContent { return !(focusedNode?.customContent.isEmpty ?? true) }
        return true
    }

    /// Swipe down in the selected rotor: the next match (Adjust Value, or no
    /// rotor: decrement). Recorded as `rotor next` whatever it does.
    @discardableResult public func rotorNext() -> Utterance {
        guard let rotor = selectedRotor, rotor != .adjustValue else { return record(.rotorNext) { adjust(.decrement) } }
        return record(.rotorNext) { rotorStep(forward: true) }
    }

    /// Swipe up in the selected rotor: the previous match (Adjust Value, or no
    /// rotor: increment). Recorded as `rotor previous` whatever it does.
    @discardableResult public func rotorPrevious() -> Utterance {
        guard let rotor = selectedRotor, rotor != .adjustValue else { return record(.rotorPrevious) { adjust(.increment) } }
        return record(.rotorPrevious) { rotorStep(forward: false) }
    }

    /// One step of a rotor other than Adjust Value. No wrapping: past the
    /// last (or first) match, nothing is spoken and the step is a `boundary`.
    func rotorStep(forward: Bool) -> Utterance {
        guard let rotor = selectedRotor else { return Utterance(event: .nothing) }
        if rotor == .actions { return actionStep(forward: forward) }
        if rotor == .moreContent { return contentStep(forward: forward) }
        if rotor.isCustom {
            guard let custom = availableCustomRotors.first(where: { $0.systemRotor == nil && $0.name == rotor.name }) else {
                return Utterance(event: .boundary)
            }
            return entryStep(custom, forward: forward)
        }
        if let system = rotor.replaceable, let replacement = availableCustomRotors.first(where: { $0.systemRotor == system }) {
            return entryStep(replacement, forward: forward)
        }
        let stops = order.stops
        let current = focusIndex ?? (forward ? -1 : stops.count)
        var target: Int?
        if rotor.movesAmongContainers {
            let starts = order.containers.filter { rotor.matches(container: $0.kind) }.map(\.stops.lowerBound)
            target = forward ? starts.first { $0 > current } : starts.last { $0 < current }
        } else if forward {
            target = stops.indices.first { $0 > current && rotor.matches(stops[$0].node) }
        } else {
            target = stops.indices.last { $0 < current && rotor.matches(stops[$0].node) }
        }
        guard let target else { return Utterance(event: .boundary) }
        return moveFocus(to: target)
    }

    /// The position a swipe reaches in a list of `count` items (actions, custom
    /// content): the next or previous one after `index`, the first or the last
    /// when nothing is chosen yet; `nil` past either end (VoiceOver does not wrap).
    static func step(from index: Int?, count: Int, forward: Bool) -> Int? {
        let next = index.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : count - 1)
        return (0..<count).contains(next) ? next : nil
    }

    /// Moves among the focused element's custom actions and speaks the name.
    func actionStep(forward: Bool) -> Utterance {
        let actions = focusedCustomActions
        guard let next = Self.step(from: actionIndex, count: actions.count, forward: forward) else { return Utterance(event: .boundary) }
        actionIndex = next
        return Utterance(description: actions[next], event: .moved)
    }
}
