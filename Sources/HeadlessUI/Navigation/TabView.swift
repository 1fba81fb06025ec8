/// Pages chosen by a tab bar, as in SwiftUI: the selected page, then the tab
/// bar, a `.contain` container with the tab-bar trait whose tabs are buttons,
/// the selected one selected (decision 20: `Selected: Home. Tab. 1 of 3.`).
/// Pages are tagged with `.tag(_:)` (their position otherwise) and named by
/// `.tabItem { Label(…) }`; unselected pages are not in the tree, as on iOS.
///
/// ```swift
/// TabView(selection: $tab) {
///     Home().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///     Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content
    let site: CodeLocation.Site

    /// A tab view whose selection is bound.
    public init(
        selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.selection = selection
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let tags = TagContext()
        let items = TabItemContext()
        var pageInputs = inputs.child(1)
        pageInputs.environment.tagContext = tags
        pageInputs.environment.tabItemContext = items
        let pages = pageInputs.nodes(view.content)
        var plain = inputs
        plain.environment.tagContext = nil
        plain.environment.tabItemContext = nil
        let binding = view.selection
        let state = plain.host.tabSelection(identity: inputs.identity)
        let selected: Int
        if let binding {
            selected = pages.firstIndex { tags.tag(of: $0) == AnyHashable(binding.wrappedValue) } ?? 0
        } else {
            selected = min(state.value, max(0, pages.count - 1))
        }
        let choose: (Int) -> Void = { index in
            if let binding {
                guard pages.indices.contains(index), let value = tags.tag(of: pages[index])?.base as? SelectionValue else { return }
                binding.wrappedValue = value
            } else {
                state.value = index
            }
        }
        let bar = TabBar(
            items: pages.map { items.items[ObjectIdentifier($0)] ?? AnyView(EmptyView()) }, selected: selected, choose: choose, site: view.site)
        let page = pages.indices.contains(selected) ? [pages[selected]] : []
        let screen = VStack(spacing: 0) {
            _NodesView(nodes: page).frame(maxWidth: .infinity, alignment: .top)
            bar
        }
        nodes.append(contentsOf: plain.child(2).nodes(screen))
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, the first page at first.
    public init(@ViewBuilder content: () -> Content, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.selection = nil
        self.content = content()
    }
}

/// The tab bar: a container with the tab-bar trait, one button per page; its
/// element type is `tabBar`, as XCUITest reports a `UITabBar`.
struct TabBar: View {
    let items: [AnyView]
    let selected: Int
    let choose: (Int) -> Void
    /// Where the tab view was made: where its tab buttons are located.
    let site: CodeLocation.Site

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                Button(site: site) {
                    choose(index)
                } label: {
                    // A tab bar button spans its share of the bar: it answers anywhere in it, as UIKit's does.
                    item.labelStyle(.tabItem).frame(maxWidth: .infinity, minHeight: 49).contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .foregroundStyle(index == selected ? Color.accentColor : Color(.systemGray))
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
        .background(Color(.systemBackground))
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
        // The same container is XCUITest's `TabBar`, its tabs `Button`s.
        .accessibilityChange(.elementType(.tabBar, identifier: nil, onContainer: true))
    }
}

/// The tab items of the pages rendering now.
final class TabItemContext {
    var items: [ObjectIdentifier: AnyView] = [:]
}

extension EnvironmentValues {
    private struct TabItemContextKey: EnvironmentKey {
        static var defaultValue: TabItemContext? { nil }
    }

    /// The tab view whose pages are rendering.
    var tabItemContext: TabItemContext? {
        get { self[TabItemContextKey.self] }
        set { self[TabItemContextKey.self] = newValue }
    }
}

/// `.tabItem { }`: the label of a page's tab.
public struct _TabItemModifier: ViewModifier {
    public typealias Body = Never
    let label: AnyView

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let start = nodes.count
        C._makeView(content, inputs: inputs, into: &nodes)
        guard let context = inputs.environment.tabItemContext else { return }
        for node in nodes[start...] { context.items[ObjectIdentifier(node)] = modifier.label }
    }
}

extension View {
    /// The label of this page's tab in the enclosing tab view.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }

    /// The style of tab views in this view (pages and tab bars read alike).
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// How a tab view is drawn.
public protocol TabViewStyle {}

/// The platform's choice: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// A tab's label: the icon above the title, both read as the title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.caption2)
        }
    }
}

extension LabelStyle where Self == TabItemLabelStyle {
    static var tabItem: TabItemLabelStyle { TabItemLabelStyle() }
}

extension RenderGraph {
    /// The selection a tab view without a binding keeps for its identity, as its own `@State` would.
    func tabSelection(identity: UInt64) -> StateCell<Int> {
        let key = StructuralHash.combine(identity, 0x7461_6273)
        if let cell = state.cells[key] as? StateCell<Int> { return cell }
        let cell = StateCell(0)
        state.cells[key] = cell
        return cell
    }
}
