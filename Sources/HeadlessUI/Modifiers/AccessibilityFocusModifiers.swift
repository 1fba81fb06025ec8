extension View {
    /// Binds VoiceOver's focus to `condition`: when an action sets it to
    /// `true`, VoiceOver moves to this element and speaks it.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityChange(.focused(condition.wrappedValue))
    }

    /// Binds VoiceOver's focus to `binding` equalling `value`: when an action
    /// sets it to `value`, VoiceOver moves to this element and speaks it.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        accessibilityChange(.focused(binding.wrappedValue == value))
    }
}
