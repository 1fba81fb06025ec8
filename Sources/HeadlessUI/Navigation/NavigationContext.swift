/// What the views inside a navigation stack tell its navigation bar while
/// they render: the title, its display mode and the toolbar items.
final class NavigationContext {
    var title: AnyView?
    /// The title's text: the navigation bar's identifier, as UIKit gives it.
    var titleText: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var leading: [_ViewNode] = []
    var trailing: [_ViewNode] = []
    var principal: [_ViewNode] = []
    var bottom: [_ViewNode] = []
    /// What `navigationDestination(for:destination:)` makes of a pushed value, by the value's type.
    var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]
    /// `navigationBarBackButtonHidden(_:)` on the shown screen.
    var hidesBackButton = false
}

/// Which toolbar placement the toolbar items rendering now have.
final class ToolbarCollector {
    var placements: [ObjectIdentifier: ToolbarItemPlacement] = [:]
}

extension EnvironmentValues {
    private struct NavigationContextKey: EnvironmentKey {
        static var defaultValue: NavigationContext? { nil }
    }

    private struct ToolbarCollectorKey: EnvironmentKey {
        static var defaultValue: ToolbarCollector? { nil }
    }

    /// The navigation stack whose content is rendering.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }

    /// The toolbar whose items are rendering.
    var toolbarCollector: ToolbarCollector? {
        get { self[ToolbarCollectorKey.self] }
        set { self[ToolbarCollectorKey.self] = newValue }
    }
}

/// Namespace of the navigation bar's title display modes, as in SwiftUI.
public enum NavigationBarItem {
    /// How the title of a navigation bar is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack (the iOS default).
        case automatic
        /// Small, in the bar between the items.
        case inline
        /// Large, below the bar's items.
        case large
    }
}

/// Where a toolbar item goes, as in SwiftUI.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
    let side: Side

    /// The platform's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(side: .trailing)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// The leading end of the top bar (iOS 17).
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    /// The trailing end of the top bar (iOS 17).
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// The centre of the bar, in place of the title.
    public static let principal = ToolbarItemPlacement(side: .principal)
    /// The most important action: trailing on iOS.
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    /// The action that confirms a modal's task: trailing.
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    /// The action that cancels a modal's task: leading.
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    /// The action that destroys: trailing.
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(side: .bottom)
    /// Above the keyboard (not shown: no keyboard is up).
    public static let keyboard = ToolbarItemPlacement(side: .keyboard)
}

/// One item of a toolbar, as in SwiftUI.
public struct ToolbarItem<ID, Content: View>: View {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let start = nodes.count
        Content._makeView(view.content, inputs: inputs, into: &nodes)
        guard let collector = inputs.environment.toolbarCollector else { return }
        for node in nodes[start...] { collector.placements[ObjectIdentifier(node)] = view.placement }
    }
}

extension ToolbarItem where ID == Void {
    /// A toolbar item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, as in SwiftUI.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Toolbar items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        ToolbarItem(placement: placement) { content }
    }
}

/// Adds toolbar items to the enclosing navigation stack's bars.
public struct _ToolbarModifier<Items: View>: ViewModifier {
    public typealias Body = Never
    let items: Items

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        C._makeView(content, inputs: inputs, into: &nodes)
        guard let navigation = inputs.environment.navigationContext else { return }
        let collector = ToolbarCollector()
        var itemInputs = inputs.child(0x7462_6172)
        itemInputs.environment.toolbarCollector = collector
        itemInputs.environment.navigationContext = nil
        for node in itemInputs.nodes(modifier.items) {
            switch (collector.placements[ObjectIdentifier(node)] ?? .automatic).side {
            case .leading: navigation.leading.append(node)
            case .trailing: navigation.trailing.append(node)
            case .principal: navigation.principal.append(node)
            case .bottom: navigation.bottom.append(node)
            case .keyboard: break
            }
        }
    }
}

/// Sets the enclosing navigation stack's title.
public struct _NavigationTitleModifier: ViewModifier {
    public typealias Body = Never
    let title: AnyView?
    var titleText: String?
    let displayMode: NavigationBarItem.TitleDisplayMode?

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        if let navigation = inputs.environment.navigationContext {
            if let title = modifier.title {
                navigation.title = title
                navigation.titleText = modifier.titleText
            }
            if let mode = modifier.displayMode { navigation.displayMode = mode }
        }
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}

extension View {
    /// The title of the enclosing navigation stack's bar, read as a heading.
    public consuming func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: AnyView(title), titleText: title.content, displayMode: nil))
    }

    /// The title, from a localized key.
    public consuming func navigationTitle(
        _ titleKey: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        navigationTitle(Text(titleKey, filePath: filePath, line: line, column: column))
    }

    /// The title, from a string.
    @_disfavoredOverload
    public consuming func navigationTitle<S: StringProtocol>(_ title: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> some View
    {
        navigationTitle(Text(title, filePath: filePath, line: line, column: column))
    }

    /// The title (the older name).
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// How the navigation bar shows its title.
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationTitleModifier(title: nil, displayMode: displayMode))
    }

    /// Hides the back button of a pushed screen (a root has none).
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationBackButtonModifier(hidden: hidesBackButton))
    }

    /// Items in the enclosing navigation stack's bars: `ToolbarItem`s, or views (placed at the trailing end).
    public consuming func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// Whether the toolbars show (drawing only).
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// A bar a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// Every bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
}

/// Records `navigationBarBackButtonHidden(_:)` in the enclosing navigation stack.
public struct _NavigationBackButtonModifier: ViewModifier {
    public typealias Body = Never
    let hidden: Bool

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        if modifier.hidden { inputs.environment.navigationContext?.hidesBackButton = true }
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}
