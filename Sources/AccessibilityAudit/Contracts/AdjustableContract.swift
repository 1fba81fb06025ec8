import AccessibilityModel

/// Verifies that an adjustable element really adjusts: increment raises and
/// decrement lowers the value by one step, both clamp at the bounds, and the
/// new value is what VoiceOver announces.
///
/// WCAG 4.1.2, 2.1.1. Fix: change and expose the value in
/// `.accessibilityAdjustableAction`, clamped to the range.
public struct AdjustableContract: Contract {
    public static let info = CheckDescription(
        id: .contractAdjustable, kind: .contract, title: "Adjustable element adjusts", severity: .critical, wcag: ["4.1.2", "2.1.1"],
        explanation:
            "Driving the element through VoiceOver: a swipe up (increment) must raise the exposed value and a swipe down (decrement) must lower it by one step, so that one of each returns to the start; repeated at a bound the value stays put and nothing breaks; after each adjustment the new value is announced. A value that never changes, changes the wrong way, or changes in the component's state without being exposed fails.",
        fix:
            "in .accessibilityAdjustableAction change the bound value by one step and clamp it (value = min(value + 1, range.upperBound)), and expose it with .accessibilityValue so VoiceOver announces the new value"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    static let maximumSteps = 200

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let applies: (StopFacts) -> Bool = { $0.traits.contains(.adjustable) }
        guard context.isLive else { return staticIncompletes(context, where: applies) }
        return context.stops(where: applies).map { stop in
            if stop.node.isDisabled { return result(.inapplicable, stop) }
            if let problem = oneStepEachWay(context, stop) ?? bounds(context, stop, .increment) ?? bounds(context, stop, .decrement) {
                return problem
            }
            return result(.pass, stop)
        }
    }

    /// Increment then decrement (or the reverse at the upper bound) returns to the start, in the right directions.
    private func oneStepEachWay(_ context: ContractContext, _ stop: AuditedStop) -> ElementOutcome? {
        for (first, second) in [(ElementAction.increment, ElementAction.decrement), (.decrement, .increment)] {
            let session = context.session(focusing: stop)
            let start = session.current?.node.value
            let up = session.perform(first)
            if up.result == .unsupported { return staticIncomplete(stop) }
            if up.after == nil { return result(.violation, stop, "after \(first) the element disappeared") }
            let afterFirst = up.after?.node.value
            if afterFirst == start {
                if up.stateChanged {
                    return result(
                        .violation, stop,
                        "\(first) changed the component's state but the exposed value stayed \(Format.quoted(start)); VoiceOver announces nothing new"
                    )
                }
                continue  // at a bound in this direction: try the other order
            }
            if let a = Self.number(in: start), let b = Self.number(in: afterFirst), (first == .increment) != (b > a) {
                // Moved to a bound it then stays at: the start lies beyond the range the element clamps to.
                if session.perform(first).after?.node.value == afterFirst {
                    return startOutsideRange(stop, start: start, action: first, bound: afterFirst)
                }
                return result(.violation, stop, "\(first) moved the value the wrong way: \(Format.quoted(start)) → \(Format.quoted(afterFirst))")
            }
            if up.announcement != up.after?.node.trimmedValue {
                return result(
                    .violation, stop,
                    "after \(first) VoiceOver announces \(Format.quoted(up.announcement)), not the new value \(Format.quoted(afterFirst))")
            }
            let back = session.perform(second)
            if back.after?.node.value != start {
                // Back at a bound it stays at, short of the start: the start lies beyond the clamp range.
                let returned = back.after?.node.value
                if let a = Self.number(in: start), let b = Self.number(in: returned), (second == .decrement) == (a < b),
                    session.perform(second).after?.node.value == returned
                {
                    return startOutsideRange(stop, start: start, action: second, bound: returned)
                }
                return result(
                    .violation, stop,
                    "\(first) then \(second) gives \(Format.quoted(back.after?.node.value)), not the start value \(Format.quoted(start)): the steps are not one step each"
                )
            }
            return nil
        }
        return result(.violation, stop, "neither increment nor decrement changes the value \(Format.quoted(stop.node.value))")
    }

    /// The element starts at a value outside the range its steps clamp to:
    /// every step works, but the start cannot be reached again, and the value
    /// a person first hears is one the control does not allow. A wrong start
    /// value, not a broken adjustment: moderate (the control still adjusts).
    private func startOutsideRange(_ stop: AuditedStop, start: String?, action: ElementAction, bound: String?) -> ElementOutcome {
        var outcome = result(
            .violation, stop,
            "the start value \(Format.quoted(start)) lies outside the range the element adjusts in: \(action) stops at \(Format.quoted(bound)) and the start cannot be reached again; start within the range or clamp the initial value"
        )
        outcome.severity = .moderate
        return outcome
    }

    /// Repeats `action` until the value stops changing; the bound must hold and the element must survive.
    private func bounds(_ context: ContractContext, _ stop: AuditedStop, _ action: ElementAction) -> ElementOutcome? {
        let session = context.session(focusing: stop)
        var previous = session.current?.node.value
        for _ in 0..<Self.maximumSteps {
            let step = session.perform(action)
            guard let after = step.after else {
                return result(.violation, stop, "repeated \(action) made the element disappear after the value \(Format.quoted(previous))")
            }
            if after.node.value == previous {
                let again = session.perform(action)
                if again.after?.node.value != previous {
                    return result(
                        .violation, stop,
                        "at the bound \(Format.quoted(previous)) another \(action) changed the value to \(Format.quoted(again.after?.node.value))")
                }
                return nil
            }
            if let a = Self.number(in: previous), let b = Self.number(in: after.node.value), (action == .increment) != (b > a) {
                return result(
                    .violation, stop, "\(action) moved the value the wrong way: \(Format.quoted(previous)) → \(Format.quoted(after.node.value))")
            }
            previous = after.node.value
        }
        return nil  // no bound within the step limit: nothing to clamp
    }

    /// The first number in a value (`"75%"` → 75, `"3 of 5 stars"` → 3).
    static func number(in text: String?) -> Double? {
        guard let text else { return nil }
        var digits = ""
        var started = false
        for character in text {
            if character.isNumber || (character == "." && started) || (character == "-" && !started) {
                digits.append(character)
                if character.isNumber { started = true }
            } else if started {
                break
            } else {
                digits = ""
            }
        }
        return started ? Double(digits) : nil
    }
}
