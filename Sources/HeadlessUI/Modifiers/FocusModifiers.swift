extension View {
    /// Binds keyboard focus to `condition`, as in SwiftUI: on iOS, setting it
    /// to `true` focuses this field and brings up the keyboard. Keyboard focus
    /// is not modelled in a headless render: this compiles and changes
    /// nothing in the tree (docs/porting.md, approximated).
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds keyboard focus to `binding` equalling `value`, as in SwiftUI: on
    /// iOS, setting the state to `value` focuses this field. Keyboard focus is
    /// not modelled in a headless render: this compiles and changes nothing
    /// in the tree (docs/porting.md, approximated).
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
