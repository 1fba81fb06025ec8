/// A property of an ``ObservableObject`` that views follow, as in SwiftUI.
///
/// A change makes the views that read it render again (`StateWrites`). Combine's
/// publisher (`$value.sink`) is not available on Linux (docs/porting.md).
@propertyWrapper
public struct Published<Value> {
    /// The stored value; a change makes the views that read it render again.
    public var wrappedValue: Value {
        didSet { StateWrites.note() }
    }

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) {
        self.wrappedValue = initialValue
    }
}
