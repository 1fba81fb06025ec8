/// An ``ObservableObject`` an ancestor put in the environment with
/// `.environmentObject(_:)`, as in SwiftUI.
///
/// As in SwiftUI, reading it when no ancestor provided one stops the program
/// with SwiftUI's message.
///
/// ```swift
/// struct BasketBadge: View {
///     @EnvironmentObject private var basket: Basket
///     var body: some View { Text("\(basket.count) items") }
/// }
/// BasketBadge().environmentObject(Basket())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Reads the object of this type from the environment.
    public init() {}

    /// The object in the environment of the body being evaluated.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

/// The environment slot of the object of one type.
struct EnvironmentObjectKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for `@EnvironmentObject`.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentTransformModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
