/// The traits of an accessibility element, as a bit set.
///
/// Bit positions follow UIKit's `UIAccessibilityTraits` for the public traits
/// and the private bits documented in the VoiceOver reference (§2.3) for the
/// rest, so a tree captured on an Apple platform maps one to one. `modal`
/// has no UIKit bit (SwiftUI exposes it as a trait); it uses bit 60, and
/// `supportsZoom`, whose bit is not documented, bit 61.
///
/// ```swift
/// let traits: ElementTraits = [.button, .toggle]
/// traits.names  // ["button", "toggle"]
/// ```
public struct ElementTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = ElementTraits(rawValue: 1 << 0)
    public static let link = ElementTraits(rawValue: 1 << 1)
    public static let image = ElementTraits(rawValue: 1 << 2)
    public static let selected = ElementTraits(rawValue: 1 << 3)
    public static let playsSound = ElementTraits(rawValue: 1 << 4)
    public static let keyboardKey = ElementTraits(rawValue: 1 << 5)
    public static let staticText = ElementTraits(rawValue: 1 << 6)
    public static let summaryElement = ElementTraits(rawValue: 1 << 7)
    public static let notEnabled = ElementTraits(rawValue: 1 << 8)
    public static let updatesFrequently = ElementTraits(rawValue: 1 << 9)
    public static let searchField = ElementTraits(rawValue: 1 << 10)
    public static let startsMediaSession = ElementTraits(rawValue: 1 << 11)
    public static let adjustable = ElementTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = ElementTraits(rawValue: 1 << 13)
    public static let causesPageTurn = ElementTraits(rawValue: 1 << 14)
    public static let tabBar = ElementTraits(rawValue: 1 << 15)
    public static let header = ElementTraits(rawValue: 1 << 16)
    public static let textEntry = ElementTraits(rawValue: 1 << 18)
    public static let isEditing = ElementTraits(rawValue: 1 << 21)
    public static let secureTextField = ElementTraits(rawValue: 1 << 24)
    public static let backButton = ElementTraits(rawValue: 1 << 27)
    public static let tabBarItem = ElementTraits(rawValue: 1 << 28)
    public static let textArea = ElementTraits(rawValue: 1 << 47)
    /// The switch-button bit (public `toggleButton` since iOS 17).
    public static let toggle = ElementTraits(rawValue: 1 << 53)
    /// While a modal element is visible, its siblings are ignored.
    public static let modal = ElementTraits(rawValue: 1 << 60)
    /// The element zooms by assistive technology (UIKit's `supportsZoom`, iOS 17;
    /// SwiftUI's `accessibilityZoomAction`). Its UIKit bit is not known here: bit 61.
    public static let supportsZoom = ElementTraits(rawValue: 1 << 61)

    /// Every named trait, in the order of the tree format's list.
    public static let named: [(name: String, trait: ElementTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("toggle", .toggle), ("modal", .modal),
        ("textEntry", .textEntry), ("isEditing", .isEditing), ("secureTextField", .secureTextField),
        ("textArea", .textArea), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("supportsZoom", .supportsZoom),
    ]

    /// The trait with this tree-format name, or `nil`.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The tree-format names of the traits in this set, in canonical order.
    public var names: [String] {
        Self.named.compactMap { contains($0.trait) ? $0.name : nil }
    }

    /// Traits that mark an element as something a person operates.
    public static let interactive: ElementTraits = [
        .button, .link, .adjustable, .toggle, .searchField, .textEntry, .keyboardKey, .tabBarItem, .backButton,
    ]
}
