import AccessibilityModel
import Foundation

@testable import AccessibilityAudit

/// Builders for minimal trees and live subjects used across the suites.
enum Fixtures {
    static func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    static func color(_ hex: String) -> SRGBColor { (try? SRGBColor(hex: hex)) ?? .black }

    /// A tree with these children under a plain root.
    static func tree(
        _ children: [AccessibilityNode], settings: AccessibilitySettings? = AccessibilitySettings(),
        direction: LayoutDirection = .leftToRight
    ) -> AccessibilityTree {
        AccessibilityTree(
            name: "Fixture", root: AccessibilityNode(id: "root", isElement: false, children: children),
            layoutDirection: direction, settings: settings)
    }

    /// A 44×44 button.
    static func button(_ label: String?, id: String = "button", x: Double = 0, y: Double = 0) -> AccessibilityNode {
        AccessibilityNode(id: ElementID(id), label: label, traits: .button, frame: frame(x, y, 44, 44), actions: .activate)
    }

    /// Runs one rule on a tree.
    static func run(_ rule: any Rule, _ tree: AccessibilityTree) -> [ElementOutcome] {
        rule.outcomes(in: RuleContext(tree: tree))
    }

    /// Runs one contract on a live subject.
    static func run(
        _ contract: any Contract, settings: AccessibilitySettings = AccessibilitySettings(),
        declared: DeclaredContract? = nil, _ make: @escaping () -> any AccessibilitySubject
    ) -> [ElementOutcome] {
        contract.verify(ContractContext(subject: make, settings: settings, declared: declared))
    }
}

extension Array where Element == ElementOutcome {
    var violations: [ElementOutcome] { filter { $0.outcome == .violation } }
    var passes: [ElementOutcome] { filter { $0.outcome == .pass } }
    var outcomes: [Outcome] { map(\.outcome) }
}

/// A live subject made of closures: `build` renders the tree from the state,
/// `handle` performs an action and says whether a handler ran.
final class FakeSubject: AccessibilitySubject {
    let name: String
    var values: [String: ParameterValue]
    private let build: ([String: ParameterValue], AccessibilitySettings) -> AccessibilityNode
    private let handle: (inout [String: ParameterValue], ElementAction, ElementID) -> Bool

    init(
        name: String = "Fake", values: [String: ParameterValue] = [:],
        build: @escaping ([String: ParameterValue], AccessibilitySettings) -> AccessibilityNode,
        handle: @escaping (inout [String: ParameterValue], ElementAction, ElementID) -> Bool = { _, _, _ in false }
    ) {
        self.name = name
        self.values = values
        self.build = build
        self.handle = handle
    }

    var state: [String: ParameterValue] { values }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        AccessibilityTree(name: name, root: build(values, settings), layoutDirection: settings.layoutDirection, settings: settings)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        handle(&values, action, element) ? .performed : .notHandled
    }
}

/// Live components for contract tests.
enum LiveComponents {
    /// A rating from 0 to 5 as one adjustable element; `exposeValue` false
    /// keeps the value at "0" (the broken version), `clamp` false lets it run past 5.
    static func rating(start: Int = 3, exposeValue: Bool = true, clamp: Bool = true, reversed: Bool = false) -> FakeSubject {
        FakeSubject(
            values: ["value": .number(Double(start))],
            build: { values, _ in
                let value = Int(values["value"]?.numberValue ?? 0)
                return AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "stars", label: "Rating", value: exposeValue ? String(value) : "0", traits: .adjustable,
                            frame: Fixtures.frame(0, 0, 200, 44), actions: [.increment, .decrement])
                    ])
            },
            handle: { values, action, _ in
                var value = values["value"]?.numberValue ?? 0
                var delta: Double
                switch action {
                case .increment: delta = 1
                case .decrement: delta = -1
                default: return false
                }
                if reversed { delta = -delta }
                value += delta
                if clamp { value = min(5, max(0, value)) }
                values["value"] = .number(value)
                return true
            })
    }

    /// A switch; `flips` false never changes its value.
    static func toggle(flips: Bool = true, disabled: Bool = false, exposeDisabled: Bool = true) -> FakeSubject {
        FakeSubject(
            values: ["isOn": .bool(false)],
            build: { values, _ in
                let isOn = values["isOn"]?.boolValue ?? false
                var traits: ElementTraits = [.button, .toggle]
                if disabled && exposeDisabled { traits.insert(.notEnabled) }
                return AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "wifi", label: "Wi-Fi", value: isOn ? "1" : "0", traits: traits, frame: Fixtures.frame(0, 0, 300, 44),
                            actions: .activate, isRenderedEnabled: !disabled)
                    ])
            },
            handle: { values, action, _ in
                guard action == .activate else { return false }
                if flips { values["isOn"] = .bool(!(values["isOn"]?.boolValue ?? false)) }
                return true
            })
    }

    /// A button that counts taps; `handled` false has no handler.
    static func button(handled: Bool = true, customActions: [String] = [], handledActions: Set<String> = []) -> FakeSubject {
        FakeSubject(
            values: ["taps": .number(0)],
            build: { _, _ in
                AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "pay", label: "Pay", traits: .button, frame: Fixtures.frame(0, 0, 100, 44), actions: .activate,
                            customActions: customActions)
                    ])
            },
            handle: { values, action, _ in
                switch action {
                case .activate:
                    guard handled else { return false }
                    values["taps"] = .number((values["taps"]?.numberValue ?? 0) + 1)
                    return true
                case .custom(let name): return handledActions.contains(name)
                default: return false
                }
            })
    }
}
