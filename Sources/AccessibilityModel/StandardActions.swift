/// The standard actions an element handles (UIKit's `accessibilityActivate`,
/// `accessibilityIncrement`, …; SwiftUI's default, adjustable, escape and
/// magic-tap actions).
public struct StandardActions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let activate = StandardActions(rawValue: 1 << 0)
    public static let increment = StandardActions(rawValue: 1 << 1)
    public static let decrement = StandardActions(rawValue: 1 << 2)
    public static let escape = StandardActions(rawValue: 1 << 3)
    public static let magicTap = StandardActions(rawValue: 1 << 4)
    /// UIKit's `accessibilityZoomIn(at:)`, SwiftUI's `accessibilityZoomAction` (iOS 17).
    public static let zoomIn = StandardActions(rawValue: 1 << 5)
    /// UIKit's `accessibilityZoomOut(at:)`.
    public static let zoomOut = StandardActions(rawValue: 1 << 6)

    /// Every named action, in canonical order.
    public static let named: [(name: String, action: StandardActions)] = [
        ("activate", .activate), ("increment", .increment), ("decrement", .decrement),
        ("escape", .escape), ("magicTap", .magicTap), ("zoomIn", .zoomIn), ("zoomOut", .zoomOut),
    ]

    /// The action with this tree-format name, or `nil`.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.action
    }

    /// The tree-format names of the actions in this set, in canonical order.
    public var names: [String] {
        Self.named.compactMap { contains($0.action) ? $0.name : nil }
    }
}
