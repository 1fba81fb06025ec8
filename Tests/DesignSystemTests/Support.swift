import DesignSystem
import Foundation
import HeadlessUI
import Testing

/// Renders a design-system entry as `a11y-audit tree` does: default
/// arguments, the state's overrides, `settings` then the state's settings.
func renderDesignSystem(
    _ component: String, style: String, state stateName: String? = nil,
    settings fixed: SettingsOverride = .none
) -> AccessibilityTree? {
    guard let descriptor = Catalog.designSystem.descriptors.first(where: { $0.name == component }) else { return nil }
    let state = stateName.flatMap { descriptor.state(named: $0) } ?? descriptor.states[0]
    let settings = state.environment.applied(to: fixed.applied(to: AccessibilitySettings()))
    return descriptor.makeSubject(descriptor.arguments(for: state), style).render(settings: settings)
}

/// What a VoiceOver user meets at each focus stop (visible elements in
/// document order, not entering elements): label, value, traits, actions.
func semantics(_ tree: AccessibilityTree) -> [String] {
    var result: [String] = []
    tree.walk { node, _ in
        if node.isHidden { return .skipChildren }
        guard node.isElement else { return .visitChildren }
        result.append(
            "\(node.label ?? "") | \(node.value ?? "") | \(node.traits.names.joined(separator: ",")) | "
                + "\(node.actions.names.joined(separator: ",")) | \(node.customActions.joined(separator: ","))")
        return .skipChildren
    }
    return result
}

/// One component and its styles.
struct StyledComponent: Sendable, CustomTestStringConvertible {
    var name: String
    var styles: [String]
    var testDescription: String { name }

    static var all: [StyledComponent] {
        Catalog.designSystem.entries.map { StyledComponent(name: $0.name, styles: $0.styles.map(\.name)) }
    }
}

/// One component in one style.
struct ComponentStyle: Sendable, CustomTestStringConvertible {
    var component: String
    var style: String
    var testDescription: String { "\(component) \(style)" }

    static var all: [ComponentStyle] {
        Catalog.designSystem.entries.flatMap { entry in entry.styles.map { ComponentStyle(component: entry.name, style: $0.name) } }
    }

    /// The reviewed golden dump of this component × style in its default state.
    var golden: String? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(component)-\(style).txt")
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
