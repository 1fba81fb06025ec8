import AccessibilityModel
import Foundation

extension ElementTraits {
    /// Traits that give an element a role a person operates (what an action needs).
    static let roles: ElementTraits = [.button, .link, .toggle, .adjustable, .searchField, .textEntry, .keyboardKey, .tabBarItem, .backButton]
}

extension AccessibilityNode {
    /// The label without surrounding spaces, or `nil` when there is none.
    var trimmedLabel: String? {
        guard let label else { return nil }
        let trimmed = label.trimmedWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The value without surrounding spaces, or `nil` when there is none.
    var trimmedValue: String? {
        guard let value else { return nil }
        let trimmed = value.trimmedWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether a person operates this node: it has a role trait or handles an
    /// activation, adjustment or custom action.
    var isInteractive: Bool {
        !traits.intersection(.roles).isEmpty || !actions.intersection([.activate, .increment, .decrement]).isEmpty || !customActions.isEmpty
    }

    /// Whether the node handles activation or adjustment.
    var handlesActions: Bool { !actions.intersection([.activate, .increment, .decrement]).isEmpty }

    /// Whether the node draws text: it has font facts and is not an image.
    var isText: Bool { hasFont && !traits.contains(.image) && labelOrigin == nil }

    /// Whether the node is a picture: the image trait or an image-derived label.
    var isImage: Bool { traits.contains(.image) || labelOrigin != nil }

    /// Whether the node is disabled, as drawn or as exposed.
    var isDisabled: Bool { traits.contains(.notEnabled) || !isRenderedEnabled }

    /// The visible text (`text`, or the label of a text node).
    var visibleText: String? {
        if let text, !text.isEmpty { return text }
        return isText ? trimmedLabel : nil
    }
}
