import AccessibilityModel

/// Verifies the component's declared contract (“Rating is one adjustable
/// element whose value is its rating”): the number of stops and each stop's
/// label, value, traits and actions.
///
/// WCAG 4.1.2. Fix: make the component expose what it promises, or correct the promise.
public struct DeclaredContractCheck: Contract {
    public static let info = CheckDescription(
        id: .contractDeclared, kind: .contract, title: "Declared contract holds", severity: .critical, wcag: ["4.1.2"],
        explanation:
            "A catalog entry declares what the component promises to assistive technology: its focus stops in order, each with a label, value, traits that must (and must not) be present, standard actions and custom actions. The rendered component must keep that promise in every style, state and environment.",
        fix:
            "restore the promised semantics on the component itself (not in one style): .accessibilityElement(children: .combine), .accessibilityLabel, .accessibilityValue, .accessibilityAddTraits, .accessibilityAdjustableAction"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        guard let expected = context.declared?.stops else { return [] }
        let stops = context.stops
        let root = AuditedStop(path: .root, node: context.tree.root, spoken: "")
        if stops.count != expected.count {
            let spoken = stops.map { Format.quoted($0.spoken) }.joined(separator: ", ")
            let summary = context.declared?.summary.isEmpty == false ? " (\(context.declared!.summary))" : ""
            return [result(.violation, stops.first ?? root, "declares \(expected.count) stop(s)\(summary) but exposes \(stops.count): \(spoken)")]
        }
        return zip(stops, expected).map { stop, promise in
            let node = stop.node
            var problems: [String] = []
            if let label = promise.label, node.label != label {
                problems.append("label \(Format.quoted(node.label)) instead of \(Format.quoted(label))")
            }
            if let value = promise.value, node.value != value {
                problems.append("value \(Format.quoted(node.value)) instead of \(Format.quoted(value))")
            }
            let missingTraits = promise.traits.subtracting(node.traits)
            if !missingTraits.isEmpty { problems.append("missing traits \(missingTraits.names.joined(separator: ","))") }
            let forbidden = promise.forbiddenTraits.intersection(node.traits)
            if !forbidden.isEmpty { problems.append("forbidden traits \(forbidden.names.joined(separator: ","))") }
            let missingActions = promise.actions.subtracting(node.actions)
            if !missingActions.isEmpty { problems.append("missing actions \(missingActions.names.joined(separator: ","))") }
            if let custom = promise.customActions, custom != node.customActions {
                problems.append("custom actions [\(node.customActions.joined(separator: ", "))] instead of [\(custom.joined(separator: ", "))]")
            }
            if problems.isEmpty { return result(.pass, stop) }
            return result(.violation, stop, "\(Format.quoted(stop.spoken)) breaks the declared contract: " + problems.joined(separator: "; "))
        }
    }
}
