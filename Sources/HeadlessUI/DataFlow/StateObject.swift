/// An ``ObservableObject`` a view owns, as in SwiftUI: made once, the first
/// time the view is rendered at its place in the tree, and kept across
/// renders like `@State`.
///
/// ```swift
/// struct Counter: View {
///     @StateObject private var model = CounterModel()
///     var body: some View { Button("Add") { model.count += 1 }.accessibilityValue("\(model.count)") }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// An object made by `thunk` when the view first needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(StateObjectCell(thunk))
    }

    /// The object (made on first use).
    public var wrappedValue: ObjectType { box.cell.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

/// Where a `StateObject` currently points: its own cell until the renderer
/// binds it to the cell kept for the view's identity.
final class StateObjectBox<ObjectType>: StateCellHolder {
    var cell: StateObjectCell<ObjectType>
    init(_ cell: StateObjectCell<ObjectType>) { self.cell = cell }

    func adopt(_ cell: AnyObject) {
        if let cell = cell as? StateObjectCell<ObjectType> { self.cell = cell }
    }
}

/// One owned object, made on first use.
final class StateObjectCell<ObjectType> {
    let make: () -> ObjectType
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

extension StateObject: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) {
        // Each host makes its own object (SwiftUI evaluates the autoclosure once per view identity in a graph).
        let make = box.cell.make
        storage.bind(box, key: key) { StateObjectCell(make) }
    }
}
