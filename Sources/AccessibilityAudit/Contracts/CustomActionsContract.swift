import AccessibilityModel
import Foundation

/// Verifies that every custom action has a unique, non-empty name and can be performed.
///
/// WCAG 2.1.1. Fix: `.accessibilityAction(named: "Delete") { … }` with distinct names.
public struct CustomActionsContract: Contract {
    public static let info = CheckDescription(
        id: .contractCustomActions, kind: .contract, title: "Custom actions are named and work", severity: .serious, wcag: ["2.1.1"],
        explanation:
            "VoiceOver lists an element's custom actions in the Actions rotor by name. Each name must be non-empty and unique on the element (otherwise the person cannot choose between them), and performing each one must reach a handler.",
        fix: "name each action after what it does, .accessibilityAction(named: \"Archive\") { archive() }, and keep names distinct on one element")

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        context.stops { $0.hasCustomActions }.map { stop in
            let names = stop.node.customActions
            if let empty = names.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                return result(.violation, stop, "custom action \(empty + 1) of \(names.count) has no name")
            }
            var seen = Set<String>()
            for name in names where !seen.insert(name.lowercased()).inserted {
                return result(.violation, stop, "custom action \(Format.quoted(name)) appears twice")
            }
            guard context.isLive else { return staticIncomplete(stop) }
            if stop.node.isDisabled { return result(.inapplicable, stop) }
            for name in names {
                let step = context.session(focusing: stop).perform(.custom(name))
                if step.result == .unsupported { return staticIncomplete(stop) }
                if step.result != .performed {
                    return result(
                        .violation, stop,
                        "custom action \(Format.quoted(name)) could not be performed (\(step.result.map { "\($0)" } ?? "not performed"))")
                }
            }
            return result(.pass, stop)
        }
    }
}
