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

    /// What the node shows in words: its visible text, or the texts inside it joined by ", " (a captured button
    /// holds its texts as children, as WebDriverAgent writes iOS Settings' rows); `nil` when it shows none.
    var shownText: String? {
        if let text, !text.isEmpty { return text }
        var shown: [String] = []
        var pending = Array(children.reversed())
        while let next = pending.popLast() {
            if let text = next.visibleText ?? (next.traits.contains(.staticText) ? next.trimmedLabel : nil) {
                shown.append(text)
            } else {
                pending.append(contentsOf: next.children.reversed())
            }
        }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }

    /// Whether every word of `label` is one the node shows (``shownText``): such a label reads what a sighted
    /// person reads, and WCAG 2.5.3 asks that it contain the visible words (iOS Settings labels a row with its title
    /// and subtitle, "Apple Account, Sign in to access your iCloud data, … and more.").
    func readsOnlyShownWords(_ label: String) -> Bool {
        guard let shown = shownText else { return false }
        var counts: [String: Int] = [:]
        for word in Words(shown).words { counts[word, default: 0] += 1 }
        for word in Words(label).words {
            guard let count = counts[word], count > 0 else { return false }
            counts[word] = count - 1
        }
        return true
    }
}
