/// Where VoiceOver's focus should be, as a view's state, spelled as in
/// SwiftUI: set it in an action and VoiceOver moves to the element bound
/// with ``View/accessibilityFocused(_:)`` (or `equals:`) and speaks it.
///
/// Stored by the view's structural identity like `@State`. The component's
/// writes move VoiceOver's focus; VoiceOver's own moves write back, as in
/// SwiftUI: focus arriving on a bound element sets the state to it, focus
/// leaving clears it (`false`, `nil`), so a view can react to where
/// VoiceOver is (docs/voiceover.md).
///
/// ```swift
/// struct Form: View {
///     @AccessibilityFocusState private var errorFocused: Bool
///     var body: some View {
///         VStack {
///             Text("Name is required").accessibilityFocused($errorFocused)
///             Button("Submit") { errorFocused = true }
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>
    /// The value meaning "VoiceOver is on none of the bound elements".
    let empty: Value

    /// A reference to the focus state, for ``View/accessibilityFocused(_:)``.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        /// The value meaning "on none of the bound elements" (`false`, `nil`).
        let empty: Value

        /// The focus state's value.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The current value; setting it moves VoiceOver's focus after the action.
    public var wrappedValue: Value {
        get { box.cell.value }
        nonmutating set { box.cell.value = newValue }
    }

    /// A binding to pass to ``View/accessibilityFocused(_:)``.
    public var projectedValue: Binding {
        let cell = box.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 }, empty: empty)
    }

    /// Focus state starting at `false` (VoiceOver is not on the bound element).
    public init() where Value == Bool {
        box = StateBox(StateCell(false))
        empty = false
    }

    /// Focus state over several elements, starting at `nil` (none of them).
    public init<T: Hashable>() where Value == T? {
        box = StateBox(StateCell(nil))
        empty = nil
    }
}

extension AccessibilityFocusState: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) {
        storage.bind(box, key: key) { StateCell(box.initial) }
    }
}
