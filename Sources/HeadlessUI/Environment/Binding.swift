/// A read-write reference to a value owned elsewhere, as in SwiftUI.
///
/// ```swift
/// struct Stars: View {
///     @Binding var value: Double
///     var body: some View { Text(value, format: .number) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let getValue: () -> Value
    let setValue: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// A binding from a getter and a setter that also receives a transaction (ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.getValue = get
        self.setValue = { set($0, Transaction()) }
    }

    /// The same binding (`@Binding var x` declared from `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { (_: Value) in })
    }

    /// The referenced value. A binding stands for state its owner renders
    /// from (a parent's `@State`), so a write is a change to render (`StateWrites`).
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            setValue(newValue)
            StateWrites.note()
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getValue, set = setValue
        return Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { newValue in
                var whole = get()
                whole[keyPath: keyPath] = newValue
                set(whole)
            })
    }
}

/// The context of a state change (animations); kept for source compatibility.
public struct Transaction: Sendable {
    /// An empty transaction.
    public init() {}
}

/// Runs `body`; there is no animation in a headless render.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
