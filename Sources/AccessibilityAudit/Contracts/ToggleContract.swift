import AccessibilityModel

/// Verifies that a switch flips on activation, announces its new state, and
/// flips back on a second activation.
///
/// WCAG 4.1.2. Fix: bind the switch's value to its state (`Toggle(isOn:)`).
public struct ToggleContract: Contract {
    public static let info = CheckDescription(
        id: .contractToggle, kind: .contract, title: "Switch toggles", severity: .critical, wcag: ["4.1.2"],
        explanation:
            "Driving a switch (toggle trait) through VoiceOver: a double tap must flip its exposed state, VoiceOver must announce the new state, and a second double tap must return it to the original state. A switch whose value does not follow its state tells the person the wrong thing.",
        fix: "build it on Toggle(isOn: $isOn), or keep .accessibilityValue(isOn ? \"On\" : \"Off\") in step with the state that the action flips")

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let applies: (StopFacts) -> Bool = { $0.traits.contains(.toggle) }
        guard context.isLive else { return staticIncompletes(context, where: applies) }
        return context.stops(where: applies).map { stop in
            if stop.node.isDisabled { return result(.inapplicable, stop) }
            let session = context.session(focusing: stop)
            let start = session.current?.node.value
            let first = session.perform(.activate)
            // The same drive as the activation contract's: let it reuse the answer.
            if let answer = first.result { context.firstActivations.record(answer, of: stop, in: session) }
            if first.result == .unsupported { return staticIncomplete(stop) }
            if first.result != .performed {
                return result(
                    .violation, stop,
                    "activating the switch reached no handler (\(first.result.map { "\($0)" } ?? "not performed")): nothing happened")
            }
            guard let flipped = first.after?.node.value, flipped != start else {
                return result(
                    .violation, stop,
                    "activation did not change the exposed state \(Format.quoted(start))"
                        + (first.stateChanged ? " although the component's state changed" : ""))
            }
            if first.announcement == nil {
                return result(.violation, stop, "after activation VoiceOver announces nothing; expected the new state \(Format.quoted(flipped))")
            }
            let second = session.perform(.activate)
            if second.after?.node.value != start {
                return result(
                    .violation, stop, "a second activation gives \(Format.quoted(second.after?.node.value)), not the original \(Format.quoted(start))"
                )
            }
            return result(.pass, stop)
        }
    }
}
