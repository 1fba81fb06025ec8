/// How a ``List`` draws its rows and section headers, as in SwiftUI.
public protocol ListStyle {
    /// The look of the style. Used by the framework.
    var _look: _ListLook { get }
}

/// The looks of the built-in list styles. Used by the framework.
public enum _ListLook: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Grouped looks show rows on cards over a grey background and uppercase section headers.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Inset looks inset the rows from the screen's edges.
    var isInset: Bool { self == .insetGrouped || self == .inset }
}

/// The platform's choice: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    public var _look: _ListLook { .insetGrouped }
}

/// Rows edge to edge on the page background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    public var _look: _ListLook { .plain }
}

/// Sections as groups edge to edge on a grey background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    public var _look: _ListLook { .grouped }
}

/// Sections as rounded groups inset from the edges (the iPhone default).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    public var _look: _ListLook { .insetGrouped }
}

/// Rows inset from the edges on the page background.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    public var _look: _ListLook { .inset }
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    public var _look: _ListLook { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's choice (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset grouped sections.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Inset rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
    private struct ListLookKey: EnvironmentKey {
        static var defaultValue: _ListLook { .insetGrouped }
    }

    private struct ListContextKey: EnvironmentKey {
        static var defaultValue: ListContext? { nil }
    }

    private struct InListKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Whether this subtree is inside a `List` or `Form`, whose rows draw a link as a row ending in the platform's
    /// disclosure chevron.
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }

    /// The look of lists in this subtree.
    var listLook: _ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// The list being rendered, for the sections directly inside it.
    var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

/// What a list's sections tell the list while it renders: which of its nodes are sections.
final class ListContext {
    var sections = Set<ObjectIdentifier>()
}

extension View {
    /// The style of lists in this view.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look = style._look
        return environment(\.listLook, look)
    }

    /// The background of this list row (drawing only: rows keep the style's colour
    /// in the tree).
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Whether this row's separators show (drawing only).
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The insets of this list row. Kept for source compatibility: rows keep the style's insets.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// The prominence of section headers (drawing only).
    public consuming func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// Whether something shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How prominent a section header is (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// The top and bottom edges.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
