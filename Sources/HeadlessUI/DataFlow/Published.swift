/// A property of an ``ObservableObject`` that views follow, as in SwiftUI.
///
/// The value is stored as is; every render reads it again. Combine's
/// publisher (`$value.sink`) is not available on Linux (docs/porting.md).
@propertyWrapper
public struct Published<Value> {
    /// The stored value.
    public var wrappedValue: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }
}
