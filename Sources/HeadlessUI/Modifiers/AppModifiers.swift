import Foundation

// SwiftUI's modifiers that app and design-system code uses every day and that
// change what VoiceOver reaches little or not at all (docs/porting.md says which
// are approximated, and how). They compile as SwiftUI spells them, so that a
// component ported with the import line changed builds.

/// The label of the return key of a text field's keyboard (`.submitLabel(_:)`).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view (`.onSubmit(of:_:)`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// How a view appears and disappears when it is inserted or removed (`.transition(_:)`): an animation, which
/// leaves the tree as it is.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    /// Moves the view in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Scales the view from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// Moves the view by `offset`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// One transition on insertion, another on removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Why a view is drawn as placeholders (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Whether a text can be selected (`.textSelection(_:)`).
public struct TextSelectability: Sendable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}

/// A haptic played when a value changes (`.sensoryFeedback(_:trigger:)`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// An impact of the given flexibility and intensity.
    public static func impact(flexibility: Flexibility = .solid, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
    /// The flexibility of an impact.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
}

/// A key of a keyboard shortcut (`.keyboardShortcut(_:modifiers:)`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let control = EventModifiers(rawValue: 1 << 3)
    public static let all: EventModifiers = [.command, .shift, .option, .control]
}

/// Where a search field is placed (`.searchable(text:placement:prompt:)`).
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// Whether the navigation bar's search field is always shown.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// The leading or trailing edge (`.swipeActions(edge:)`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

extension View {
    /// Runs `action` when the view appears: never, in a headless render (as `onAppear`).
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        self
    }

    /// Runs `action` when the view appears and whenever `value` changes: never, in a headless render.
    public consuming func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }

    /// Runs `action` with the old and new value when `value` changes (iOS 17): never, in a headless render.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        self
    }

    /// Runs `action` when `value` changes (iOS 17): never, in a headless render.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` when the person submits a text field inside (the return key): never, in a headless
    /// render, where typing ends without a return key.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// The label of the keyboard's return key for the fields inside: the keyboard is not modelled.
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// How the view appears and disappears: an animation, so the tree is unchanged.
    public consuming func transition(_ transition: AnyTransition) -> some View { self }

    /// Draws the view as placeholders: kept for source compatibility, the view is drawn and exposed as it is.
    public consuming func redacted(reason: RedactionReasons) -> some View { self }

    /// Draws the view without placeholders even inside `.redacted(reason:)`.
    public consuming func unredacted() -> some View { self }

    /// Whether the texts inside can be selected: selection is not modelled.
    public consuming func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Plays a haptic when `trigger` changes: haptics are not modelled.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// A tooltip (on iOS, shown with a pointer): no accessibility fact on iOS's tree.
    public consuming func help(_ text: String) -> some View { self }

    /// A keyboard shortcut for the control (hardware keyboards): not modelled.
    public consuming func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Whether a list's or form's background shows: drawing only; the rows keep the style's colours.
    public consuming func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// The tint of a list row's separators: separators are not drawn.
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Pull to refresh: a gesture with no element of its own, so the tree is unchanged (VoiceOver's scroll
    /// refreshes; not modelled).
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A search field for the list or navigation stack: not drawn here (iOS puts it in the navigation bar,
    /// which a headless render does not lay out around it), so its element is not in the tree.
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        self
    }

    /// A search field with a string prompt: see ``searchable(text:placement:prompt:)``.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View
    {
        self
    }

    /// A menu shown on a long press: not in the tree until it opens, which a headless render does not do.
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A menu with a preview shown on a long press: see ``contextMenu(menuItems:)``.
    public consuming func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        self
    }

    /// The swipe actions of a list row: VoiceOver offers them in the Actions rotor (as UIKit's table view
    /// offers a row's swipe actions: "Delete"), so each button inside is a custom action of the row's
    /// element, named by its label, as ``accessibilityActions(_:)`` makes them. They are not drawn. Outside
    /// a `List` or `Form`, SwiftUI ignores them, and so does this.
    public consuming func swipeActions<Content: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Content
    ) -> some View {
        SwipeActionsRow(row: self, actions: content())
    }

    /// A count or text shown at the trailing end of a list row or on a tab: not drawn, and not part of the
    /// element's speech (approximated: iOS draws it, and VoiceOver reads it with the row or tab).
    public consuming func badge(_ count: Int) -> some View { self }

    /// A text badge: see ``badge(_:)-(Int)``.
    public consuming func badge(_ label: Text?) -> some View { self }

    /// A string badge: see ``badge(_:)-(Int)``.
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View { self }

    /// A border of `content` and `width` points drawn inside the view's frame, as SwiftUI's
    /// `border(_:width:)` draws it: a stroked rectangle over the view.
    public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Views placed along `edge` outside the content's safe area: laid out beside the content (above it for
    /// the top, below it for the bottom), as the inset reserves their space.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// The design of the fonts inside (rounded, serif, monospaced): the text model measures every design alike.
    public consuming func fontDesign(_ design: Font.Design?) -> some View { self }

    /// The space between characters: the text model's advance is unchanged.
    public consuming func kerning(_ kerning: CGFloat) -> some View { self }

    /// Lets text tighten its spacing before it wraps or truncates: not modelled.
    public consuming func allowsTightening(_ flag: Bool) -> some View { self }

    /// Clamps the Dynamic Type size of this view to a partial range (`...DynamicTypeSize.xxxLarge`,
    /// `.large...`), as SwiftUI's `dynamicTypeSize(_:)` takes any range.
    public consuming func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        let lower = sizes.first ?? .xSmall, upper = sizes.last ?? .accessibility5
        return dynamicTypeSize(lower...upper)
    }
}

extension EnvironmentValues {
    private struct MinimumScaleFactorKey: EnvironmentKey {
        static var defaultValue: CGFloat { 1 }
    }

    /// How far text may shrink to fit before it is cut off (1: not at all), as `minimumScaleFactor(_:)` sets it.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets the texts inside shrink, down to `factor` of their size, to fit their space before they are cut off
    /// (`lineLimit(1).minimumScaleFactor(0.5)` keeps a title on one line at large Dynamic Type sizes). Laid out
    /// as SwiftUI does: a text that does not fit at its size is measured at smaller sizes down to `factor`, and
    /// is cut off only if it does not fit even then. The tree keeps the declared font (docs/layout.md).
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let clamped = min(max(factor, 0.01), 1)
        return modifier(_EnvironmentTransformModifier { $0.minimumScaleFactor = clamped })
    }
}

/// A view with swipe actions: their buttons are its custom actions inside a list, nothing elsewhere.
struct SwipeActionsRow<Row: View, Actions: View>: View {
    let row: Row
    let actions: Actions
    @Environment(\.isInList) private var isInList

    var body: some View {
        if isInList {
            row.accessibilityActions { actions }
        } else {
            row
        }
    }
}
