/// A namespace of identities (SwiftUI's `@Namespace`), here for tying rotor
/// entries to the views marked `.accessibilityRotorEntry(id:in:)`. Its ID is
/// stable for a view across renders (taken from the view's structural identity).
///
/// ```swift
/// @Namespace private var veganRotor
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    let box: NamespaceBox

    /// A new namespace.
    public init() { box = NamespaceBox() }

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: box.key) }
}

/// Where a namespace keeps the identity it was bound to.
final class NamespaceBox {
    var key: UInt64 = 0
}

extension Namespace: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) {
        box.key = key
    }
}
