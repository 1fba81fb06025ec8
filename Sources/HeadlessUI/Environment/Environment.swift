/// Reads a value from the environment of the view (or style) being rendered.
///
/// Works in views and inside style types' `makeBody` alike:
///
/// ```swift
/// struct StarStyle: RatingStyle {
///     @Environment(\.colorScheme) private var colorScheme
///     …
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment of the body being evaluated (outside a
    /// render: the defaults).
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}
