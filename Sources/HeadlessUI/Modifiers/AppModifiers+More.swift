import Foundation

// More of the SwiftUI that app code uses every day, compiling as SwiftUI spells
// it (docs/porting.md says what each is and what is approximated).

/// A value stored in the user defaults, as SwiftUI's `@AppStorage`: here view state that starts at its
/// default and survives re-rendering like `@State` (nothing is read from or written to the defaults, and two
/// views with the same key do not share it).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let state: State<Value>

    /// Storage under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
    }

    /// The current value; setting it is seen by the next render.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) { state.bind(to: storage, key: key) }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage` (`@SceneStorage("tab") var tab = "home"`): view
/// state, as ``AppStorage``, whose initialiser takes the same spelling.
public typealias SceneStorage = AppStorage

/// Dismisses the presentation the view is in (`@Environment(\.dismiss)`): a headless render shows one screen,
/// so calling it changes nothing (escape dismisses a presentation, docs/voiceover.md).
public struct DismissAction: Sendable {
    /// Dismisses the current presentation.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    private struct DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { DismissAction() }
    }

    /// The action that dismisses the presentation this view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// Scrolls a scroll view to one of its views (`ScrollViewReader`): every row is laid out here, and VoiceOver
/// reaches each, so scrolling changes nothing.
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that can scroll its scroll views to their content's views, as in SwiftUI.
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    /// A reader whose content gets a ``ScrollViewProxy``.
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// When a `TimelineView` updates: a headless render draws it once, at a fixed date.
public struct TimelineSchedule: Sendable {
    let name: String
    public static let everyMinute = TimelineSchedule(name: "everyMinute")
    public static let animation = TimelineSchedule(name: "animation")
    /// Updates every `interval` seconds from `start`.
    public static func periodic(from start: Date, by interval: TimeInterval) -> TimelineSchedule { TimelineSchedule(name: "periodic") }
    /// Updates at the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> TimelineSchedule where S.Element == Date { TimelineSchedule(name: "explicit") }
}

/// What a `TimelineView`'s content is drawn for: the date of the update.
public struct TimelineViewDefaultContext: Sendable {
    /// The date of this update: the reference date of the render (00:00:00 UTC, 1 January 2001).
    public let date: Date
}

/// A view that updates on a schedule, as in SwiftUI: drawn once, for a fixed date (approximated).
public struct TimelineView<Content: View>: View {
    let content: Content

    /// A view whose content is drawn for each update of `schedule`.
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content) {
        self.content = content(TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: 0)))
    }

    public var body: some View { content }
}

/// How a view's content changes between values (`.contentTransition(_:)`): an animation.
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Numbers that roll to their new value.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Symbols that replace each other.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

/// An animation of an SF Symbol (`.symbolEffect(_:)`): animations leave the tree as it is.
public struct SymbolEffectKind: Sendable {
    let name: String
    public static let bounce = SymbolEffectKind(name: "bounce")
    public static let pulse = SymbolEffectKind(name: "pulse")
    public static let variableColor = SymbolEffectKind(name: "variableColor")
    public static let scale = SymbolEffectKind(name: "scale")
    public static let appear = SymbolEffectKind(name: "appear")
    public static let disappear = SymbolEffectKind(name: "disappear")
    public static let wiggle = SymbolEffectKind(name: "wiggle")
    public static let rotate = SymbolEffectKind(name: "rotate")
    public static let breathe = SymbolEffectKind(name: "breathe")
    /// The same effect going up.
    public var up: SymbolEffectKind { self }
    /// The same effect going down.
    public var down: SymbolEffectKind { self }
    /// The same effect by layer.
    public var byLayer: SymbolEffectKind { self }
    /// The same effect on the whole symbol.
    public var wholeSymbol: SymbolEffectKind { self }
}

/// How a symbol effect repeats and how fast.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// The part a view plays in a labelled pair (`.accessibilityLabeledPair(role:id:in:)`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label, content
}

/// The edges a view's content extends past (`.edgesIgnoringSafeArea(_:)`): `Edge.Set`.
extension View {
    /// Runs `action` when the view disappears: never, in a headless render.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when the app opens a URL: never, in a headless render.
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Pushes `destination` while `isPresented` is true: a headless render shows the stack's root
    /// (bind a `NavigationStack(path:)` to show a pushed screen, docs/porting.md).
    public consuming func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// Whether a sheet shows its drag indicator: drawing only.
    public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// The background of the bars (`for:`): drawing only.
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The background style of the bars: drawing only.
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// The colour scheme of the bars' content: drawing only.
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the status bar, which a headless render does not draw.
    public consuming func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Extends the view past the safe area's `edges`: the screen has no safe area insets here.
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Draws the digits inside with equal widths: the text model gives every character the same advance already.
    public consuming func monospacedDigit() -> some View { self }

    /// How the content changes between values: an animation, so the tree is unchanged.
    public consuming func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Animates the symbols inside when `value` changes: animations leave the tree as it is.
    public consuming func symbolEffect<T: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, value: T) -> some View {
        self
    }

    /// Animates the symbols inside while `isActive`: animations leave the tree as it is.
    public consuming func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }

    /// Changes the saturation of the colours drawn: the colours are kept as given (contrast is measured on them).
    public consuming func saturation(_ amount: Double) -> some View { self }

    /// Brightens the colours drawn: the colours are kept as given.
    public consuming func brightness(_ amount: Double) -> some View { self }

    /// Whether the element takes part in interaction for assistive technologies (Voice Control, Switch Control):
    /// not a fact of the tree here.
    public consuming func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Links this view's element with the others of the same `id` (VoiceOver moves between them with the
    /// rotor): the link is not modelled.
    public consuming func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Pairs a label view and a content view of the same `id`: the pairing is not modelled (each keeps its
    /// own element).
    public consuming func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID)
        -> some View
    {
        self
    }

    /// Sizes the view relative to its container along `axes`: laid out as filling the space offered along them.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        frame(
            maxWidth: axes.contains(.horizontal) ? .infinity : nil, maxHeight: axes.contains(.vertical) ? .infinity : nil,
            alignment: alignment)
    }

    /// A primary and a secondary style (the secondary for a symbol's second layer): drawn in the primary.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// A primary, secondary and tertiary style: drawn in the primary.
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> some View
    {
        foregroundStyle(primary)
    }
}

extension Text {
    /// Text from an attributed string: its characters (attributes such as bold or links are not facts of the tree).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(String(attributedContent.characters), filePath: filePath, line: line, column: column)
    }
}
