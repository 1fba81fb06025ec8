/// The element type XCUITest reports for a node that UIKit builds around
/// elements (`XCUIElement.ElementType`, `XCUIElementType…` in a page
/// source): a list, its cells, a navigation bar, a tab bar, and the parts
/// of the screen that are the platform's: the system keyboard a capture
/// shows while a field is edited, and a scroll view's scroll indicator.
///
/// Structure, no part of what VoiceOver does: a node with a type is walked
/// and spoken exactly as without it (its grouping in VoiceOver is
/// ``ContainerKind``'s and the traits'). The one exception is audit: what is
/// inside the platform's parts (``isPlatformOwned``: the keyboard, a scroll
/// indicator) is not reported, nor compared by `reading-order`. It lets a component's
/// headless tree and a capture of it on a device be lined up container by
/// container (`a11y-audit diff`, docs/capturing.md § 5): HeadlessUI gives
/// `List`, its rows, a `NavigationStack`'s bar and a `TabView`'s bar the
/// types iOS gives them, and a capture's element types map to the same
/// values (docs/spec/tree-format.md, `elementType`).
///
/// One byte: it sits in the node's storage beside the other small fields.
public struct ElementType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `Table`: a `UITableView` (a SwiftUI `List` up to iOS 15).
    public static let table = ElementType(rawValue: 1)
    /// `CollectionView`: a `UICollectionView` (a SwiftUI `List` from iOS 16).
    public static let collectionView = ElementType(rawValue: 2)
    /// `Cell`: a table or collection view cell (a `List` row).
    public static let cell = ElementType(rawValue: 3)
    /// `NavigationBar`: a `UINavigationBar`, identified by its title.
    public static let navigationBar = ElementType(rawValue: 4)
    /// `TabBar`: a `UITabBar`, whose tabs are buttons.
    public static let tabBar = ElementType(rawValue: 5)
    /// `Keyboard`: the system keyboard, shown while a field is edited. It is the platform's, not the app's: its
    /// keys are sized and named by iOS (WCAG's "user agent control"), so a static audit reports nothing inside
    /// it, and a component never renders it.
    public static let keyboard = ElementType(rawValue: 6)
    /// A scroll view's scroll indicator ("Vertical scroll bar, 2 pages", adjustable), which iOS exposes to
    /// VoiceOver: the platform's, not the app's, like the keyboard. XCUITest lists it as `Other`.
    public static let scrollBar = ElementType(rawValue: 7)

    /// Whether the element is the platform's, not the app's (the system keyboard, a scroll indicator): iOS sizes
    /// and names it (WCAG's "user agent control"), so a static audit reports nothing inside it, and a component
    /// never renders it.
    public var isPlatformOwned: Bool { self == .keyboard || self == .scrollBar }

    /// Every type the tree format knows, with its name in the format and
    /// XCUITest's name (without the `XCUIElementType` prefix).
    public static let named: [(name: String, xcuiName: String, type: ElementType)] = [
        ("table", "Table", .table), ("collectionView", "CollectionView", .collectionView), ("cell", "Cell", .cell),
        ("navigationBar", "NavigationBar", .navigationBar), ("tabBar", "TabBar", .tabBar), ("keyboard", "Keyboard", .keyboard),
        ("scrollBar", "Other", .scrollBar),
    ]

    /// The type XCUITest reports for a SwiftUI `List` on `version`: `Table`
    /// up to iOS 15, `CollectionView` from iOS 16, when SwiftUI moved `List`
    /// onto `UICollectionView` (realm/realm-swift's SwiftUI UI tests query
    /// `app.collectionViews` on iOS 16 and `app.tables` before;
    /// siteline/swiftui-introspect's `List` introspection likewise).
    public static func list(on version: IOSVersion) -> ElementType {
        version.major >= 16 ? .collectionView : .table
    }

    /// The type XCUITest names `xcuiName` (`CollectionView`), if it is one of these.
    public init?(xcuiName: String) {
        // `Other` is every view XCUITest has no type for; a scroll indicator is known by its shape, not its name.
        guard xcuiName != "Other", let match = Self.named.first(where: { $0.xcuiName == xcuiName }) else { return nil }
        self = match.type
    }

    /// The name in the tree format (`collectionView`).
    public var name: String {
        Self.named.first { $0.type == self }?.name ?? "type\(rawValue)"
    }

    /// XCUITest's name (`CollectionView`).
    public var xcuiName: String {
        Self.named.first { $0.type == self }?.xcuiName ?? "Other"
    }

    public var description: String { name }
}
