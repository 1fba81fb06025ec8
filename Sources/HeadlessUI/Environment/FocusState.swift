/// Where keyboard focus is, as a view's state, spelled as in SwiftUI: on iOS
/// setting it to `true` (or to a field's value) brings up the keyboard for
/// the field bound with ``View/focused(_:)`` (or `equals:`), and tapping a
/// field sets it.
///
/// A headless render has no keyboard, so focus is not modelled: the state is
/// stored by the view's structural identity like `@State` and keeps whatever
/// value the component writes, and ``View/focused(_:)`` changes nothing in
/// the tree (docs/porting.md, approximated). VoiceOver's focus is
/// ``AccessibilityFocusState``.
///
/// ```swift
/// struct SignIn: View {
///     @FocusState private var nameFocused: Bool
///     @State private var name = ""
///     var body: some View {
///         TextField("Name", text: $name).focused($nameFocused)
///         Button("Edit name") { nameFocused = true }
///     }
/// }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    /// A reference to the focus state, for ``View/focused(_:)``.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// The focus state's value.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The current value; setting it is seen by the next render (and moves no focus).
    public var wrappedValue: Value {
        get { box.cell.value }
        nonmutating set { box.cell.value = newValue }
    }

    /// A binding to pass to ``View/focused(_:)``.
    public var projectedValue: Binding {
        let cell = box.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }

    /// Focus state starting at `false` (the bound field is not focused).
    public init() where Value == Bool {
        box = StateBox(StateCell(false))
    }

    /// Focus state over several fields, starting at `nil` (none of them).
    public init<T: Hashable>() where Value == T? {
        box = StateBox(StateCell(nil))
    }
}

extension FocusState: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) {
        storage.bind(box, key: key) { StateCell(box.initial) }
    }
}
