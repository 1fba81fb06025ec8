extension StateDescriptor {
    /// The settings of a render in this state: `base` with the settings the
    /// state fixes (``environment``) applied on top.
    public func settings(over base: AccessibilitySettings) -> AccessibilitySettings {
        environment.applied(to: base)
    }
}

extension CatalogEntry {
    /// A live subject for a named state (its argument overrides applied over
    /// `arguments`, or over the defaults) and a style. Render it with
    /// `StateDescriptor/settings(over:)` of the same state.
    public func makeSubject(state name: String, style: String, arguments: ComponentArguments? = nil) -> HostingSubject {
        let state = states.first { $0.name == name }
        return makeSubject(arguments: descriptor.arguments(for: state, base: arguments), style: style)
    }
}
