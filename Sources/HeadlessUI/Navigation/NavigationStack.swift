/// A stack of views with a navigation bar, as in SwiftUI: the root view,
/// below a bar with its title and toolbar items.
///
/// The title is a heading (reference §4.1: a navigation bar's title has the
/// header trait, `Second. Heading.`). Large (the default at the root) puts
/// the title below the bar's items; inline between them. The bar's elements
/// are read in reading order with the rest of the screen, before the content.
/// A stack made with `init(path:root:)` shows the top of its path: the
/// view the `navigationDestination(for:destination:)` for the last value's
/// type makes, under a bar with a back button (titled by the root's title,
/// or `Back`), as iOS shows the last pushed screen; the root and the screens
/// between are not on screen, so VoiceOver does not reach them. A
/// `NavigationLink` activated in a headless render pushes nothing.
///
/// ```swift
/// NavigationStack {
///     List { … }
///         .navigationTitle("Settings")
///         .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
/// }
/// ```
public struct NavigationStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// The last value of the bound path, `nil` when the path is empty (the root shows).
    let top: (any Hashable)?

    /// A navigation stack with a root view.
    public init(@ViewBuilder root: () -> Content) {
        self.content = root()
        self.top = nil
    }

    /// A navigation stack whose path is bound: an array of `Hashable`
    /// values or a `NavigationPath`. The top of the path is shown.
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Content) {
        self.content = root()
        self.top = (path.wrappedValue as? any _NavigationPathValues)?._lastValue
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        NavigationBarBuilder.make(view.content, top: view.top, inputs: inputs, into: &nodes)
    }
}

/// The older navigation container: the same as ``NavigationStack`` on iPhone.
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        NavigationBarBuilder.make(view.content, inputs: inputs, into: &nodes)
    }
}

enum NavigationBarBuilder {
    static func make<Content: View>(_ content: Content, top: (any Hashable)? = nil, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var navigation = NavigationContext()
        var inner = inputs.child(1)
        inner.environment.navigationContext = navigation
        var page = inner.nodes(content)
        // A pushed value with a destination for its type: its screen replaces the root's.
        if let top, let destination = navigation.destinations[ObjectIdentifier(type(of: top))], let view = destination(top) {
            let root = navigation
            navigation = NavigationContext()
            navigation.destinations = root.destinations
            var pushed = inputs.child(3)
            pushed.environment.navigationContext = navigation
            page = pushed.nodes(view)
            if !navigation.hidesBackButton {
                // The back button is the platform's: located at the catalog entry.
                let back = Button(site: .unknown, action: {}) { root.title ?? AnyView(Text(verbatim: "Back", site: .unknown)) }
                // Made outside the stack's context, as toolbar items are: the bar holds the button's nodes, and
                // nodes that held the context through their environment would keep it (and themselves) alive.
                var backInputs = pushed.child(4)
                backInputs.environment.navigationContext = nil
                navigation.leading.insert(contentsOf: backInputs.nodes(back), at: 0)
            }
            navigation.displayMode = navigation.displayMode == .automatic ? .inline : navigation.displayMode
        }
        var plain = inputs
        plain.environment.navigationContext = nil
        let bar = NavigationBar(navigation: navigation)
        let screen = VStack(spacing: 0) {
            bar
            _NodesView(nodes: page).frame(maxWidth: .infinity, alignment: .top)
            if !navigation.bottom.isEmpty {
                HStack { _NodesView(nodes: navigation.bottom) }.frame(maxWidth: .infinity, minHeight: 44).background(Color(.systemBackground))
            }
        }
        nodes.append(contentsOf: plain.child(2).nodes(screen))
    }
}

/// A bar's items, each answering on at least 44×44 points around it, as UIKit's bar button items do (iOS 26
/// Settings' back button is a 44×44 pt element in a simulator's page source): a bar item's button answers across
/// its box, as a list row's does across the row.
struct BarItems: View {
    let nodes: [_ViewNode]

    var body: some View {
        HStack {
            ForEach(Array(nodes.indices), id: \.self) { index in
                _NodesView(nodes: [nodes[index]])
                    .frame(minWidth: 44, minHeight: 44)
                    .modifier(_HitTestingModifier(hitTesting: .listRow))
            }
        }
    }
}

/// A navigation bar: leading items, the title (a heading), trailing items;
/// to XCUITest a `NavigationBar` identified by the title (UIKit's bar takes
/// its title as its identifier: `app.navigationBars["Reminders"]` in
/// realm/realm-swift's SwiftUI UI tests), which VoiceOver walks through.
struct NavigationBar: View {
    let navigation: NavigationContext

    var body: some View {
        let large = navigation.displayMode != .inline && navigation.principal.isEmpty
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                BarItems(nodes: navigation.leading)
                Spacer()
                if !large { centre }
                Spacer()
                BarItems(nodes: navigation.trailing)
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44)
            if large, let title = navigation.title {
                title.font(.largeTitle).fontWeight(.bold).accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
            }
        }
        .background(Color(.systemBackground))
        .accessibilityChange(.elementType(.navigationBar, identifier: navigation.titleText, onContainer: false))
    }

    @ViewBuilder private var centre: some View {
        if !navigation.principal.isEmpty {
            _NodesView(nodes: navigation.principal)
        } else if let title = navigation.title {
            title.font(.headline).accessibilityAddTraits(.isHeader)
        }
    }
}

/// A button that pushes a destination onto the navigation stack, as in
/// SwiftUI: a button labelled by its label (`Details. Button.`). The
/// destination is not rendered: a headless render shows the root.
///
/// In a `List` or `Form` it is a row: its label, then the platform's
/// disclosure chevron in the tertiary label colour (the platform's drawing,
/// `AccessibilityNode.isSymbolDrawnByPlatform`), tappable across the row.
/// Elsewhere SwiftUI draws it as a default button: its label in the accent
/// colour, and no chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let site: CodeLocation.Site
    @Environment(\.isInList) private var isInList

    /// A link to `destination`, labelled by `label`.
    public init(
        @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
    }

    /// A link to `destination` (the older argument order).
    public init(
        destination: Destination, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
    }

    public var body: some View {
        if isInList {
            Button(site: site) {
            } label: {
                HStack {
                    label
                    Spacer()
                    PlatformDrawn(
                        isPlatform: true,
                        content: Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary).accessibilityHidden(true))
                }
            }
            .buttonStyle(.plain)
        } else {
            Button(site: site) {
            } label: {
                label
            }
        }
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes a value for a `navigationDestination` (only the root is rendered).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
    {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = Text(titleKey, filePath: filePath, line: line, column: column)
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder destination: () -> Destination, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = Text(title, filePath: filePath, line: line, column: column)
    }

    /// A link titled by a localized key (the older form).
    public init(
        _ titleKey: LocalizedStringKey, destination: Destination, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = Text(titleKey, filePath: filePath, line: line, column: column)
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled by a localized key that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
    {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = Text(titleKey, filePath: filePath, line: line, column: column)
    }
}

extension View {
    /// Where values of type `D` pushed on the stack lead: the stack shows the
    /// destination of the top of a bound path (`NavigationStack(path:root:)`).
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(make: { value in (value as? D).map { AnyView(destination($0)) } }, type: ObjectIdentifier(D.self)))
    }
}

/// Records a destination in the enclosing navigation stack while its content renders.
public struct _NavigationDestinationModifier: ViewModifier {
    public typealias Body = Never
    let make: (Any) -> AnyView?
    let type: ObjectIdentifier

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        inputs.environment.navigationContext?.destinations[modifier.type] = modifier.make
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}

/// A path of a navigation stack whose last value can be read (`[Value]`, `NavigationPath`).
public protocol _NavigationPathValues {
    var _lastValue: (any Hashable)? { get }
}

extension Array: _NavigationPathValues where Element: Hashable {
    public var _lastValue: (any Hashable)? { last }
}

/// A list of pushed values of any `Hashable` types, as SwiftUI's `NavigationPath`.
public struct NavigationPath: _NavigationPathValues {
    var values: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path of the values of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        values = elements.map { AnyHashable($0) }
    }

    /// The number of values.
    public var count: Int { values.count }
    /// Whether the path is empty (the root shows).
    public var isEmpty: Bool { values.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }

    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { values.removeLast(k) }

    public var _lastValue: (any Hashable)? { values.last?.base as? any Hashable }
}
