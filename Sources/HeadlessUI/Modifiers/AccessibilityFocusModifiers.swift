extension View {
    /// Binds VoiceOver's focus to `condition`: when an action sets it to
    /// `true`, VoiceOver moves to this element and speaks it; when VoiceOver
    /// moves here, it becomes `true`, and `false` when VoiceOver leaves.
    public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityChange(.focused(FocusBinding(condition, equals: true)))
    }

    /// Binds VoiceOver's focus to `binding` equalling `value`: when an action
    /// sets it to `value`, VoiceOver moves to this element and speaks it; when
    /// VoiceOver moves here, it becomes `value`, and empty (`nil`) when
    /// VoiceOver leaves for an element bound to none of its values.
    public consuming func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding,
        equals value: Value
    ) -> some View {
        accessibilityChange(.focused(FocusBinding(binding, equals: value)))
    }
}

/// An element's tie to an `@AccessibilityFocusState`: whether the state
/// points at it, and how VoiceOver's moves write into the state.
struct FocusBinding {
    /// Whether the state points at the element now.
    let isFocused: () -> Bool
    /// VoiceOver arrived: the state points at the element.
    let focus: () -> Void
    /// VoiceOver left: the state is emptied, if it still points at the element.
    let clear: () -> Void

    init<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) {
        isFocused = { binding.get() == value }
        focus = { binding.set(value) }
        clear = { if binding.get() == value { binding.set(binding.empty) } }
    }
}
