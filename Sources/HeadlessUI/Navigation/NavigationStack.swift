/// A stack of views with a navigation bar, as in SwiftUI: the root view,
/// below a bar with its title and toolbar items.
///
/// The title is a heading (reference §4.1: a navigation bar's title has the
/// header trait, `Second. Heading.`). Large (the default at the root) puts
/// the title below the bar's items; inline between them. The bar's elements
/// are read in reading order with the rest of the screen, before the content.
/// Pushed destinations are not rendered: a headless render shows the root.
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

    /// A navigation stack with a root view.
    public init(@ViewBuilder root: () -> Content) {
        self.content = root()
    }

    /// A navigation stack whose path is bound (only the root is rendered).
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> Content) {
        self.content = root()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        NavigationBarBuilder.make(view.content, inputs: inputs, into: &nodes)
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
    static func make<Content: View>(_ content: Content, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let navigation = NavigationContext()
        var inner = inputs.child(1)
        inner.environment.navigationContext = navigation
        let page = inner.nodes(content)
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

/// A navigation bar: leading items, the title (a heading), trailing items.
struct NavigationBar: View {
    let navigation: NavigationContext

    var body: some View {
        let large = navigation.displayMode != .inline && navigation.principal.isEmpty
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                _NodesView(nodes: navigation.leading)
                Spacer()
                if !large { centre }
                Spacer()
                _NodesView(nodes: navigation.trailing)
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
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` (the older argument order).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        Button {
        } label: {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary).accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes a value for a `navigationDestination` (only the root is rendered).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link titled by a localized key (the older form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    /// A link titled by a localized key that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }
}

extension View {
    /// Where values pushed by `NavigationLink(value:)` lead (not rendered).
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
