import Foundation

/// Storage a view owns, which survives re-rendering, as in SwiftUI.
///
/// The renderer keeps the value for the view's structural identity (its
/// position in the view tree), so an action performed between two renders
/// changes what the next render shows.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Add") { count += 1 }.accessibilityValue("\(count)") }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = StateBox(StateCell(wrappedValue))
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value; setting it is seen by the next render.
    public var wrappedValue: Value {
        get { box.cell.value }
        nonmutating set { box.cell.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let cell = box.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a `State` currently points: its own fresh cell until the renderer
/// binds it to the cell kept for the view's identity.
/// The cell a view value's state reads and writes: the cell of the host that last rendered (or runs a handler of)
/// the view, and before any did, one holding the value the view was made with.
final class StateBox<Value>: StateCellHolder {
    var cell: StateCell<Value>
    /// The value the view was made with: a host that has no cell for it yet starts from this, never from what
    /// another host made of it (SwiftUI keeps a view's state in each hosting graph).
    let initial: Value
    init(_ cell: StateCell<Value>) {
        self.cell = cell
        initial = cell.value
    }

    func adopt(_ cell: AnyObject) {
        if let cell = cell as? StateCell<Value> { self.cell = cell }
    }
}

/// A box that takes the cell of the host whose render or handler runs.
protocol StateCellHolder: AnyObject {
    func adopt(_ cell: AnyObject)
}

/// One stored value of view state.
final class StateCell<Value> {
    var value: Value {
        didSet { StateWrites.note() }
    }
    init(_ value: Value) { self.value = value }
}

/// Lets the renderer bind a `State` found in a view without knowing its type.
protocol StateProperty {
    func bind(to storage: StateStorage, key: UInt64)
}

extension State: StateProperty {
    func bind(to storage: StateStorage, key: UInt64) {
        storage.bind(box, key: key) { StateCell(box.initial) }
    }
}

/// The state cells of one render host, by structural identity and slot.
final class StateStorage {
    var cells: [UInt64: AnyObject] = [:]
    /// The boxes the last render bound and their cells, to bind again before a handler of that render runs: a
    /// view value hosted by two subjects (`expectAccessible(card)` renders the one `card` in every cell and every
    /// contract's fresh subject) has one box, which the other host's render may have pointed at its own cell.
    private var bound: [(box: any StateCellHolder, cell: AnyObject)] = []

    /// Points `box` at this storage's cell for `key`, made by `make` the first time (from the value the view was
    /// made with, not the box's current cell, which another host may own).
    func bind<Cell: AnyObject>(_ box: any StateCellHolder, key: UInt64, make: () -> Cell) {
        let cell: AnyObject
        if let existing = cells[key] as? Cell {
            cell = existing
        } else {
            cell = make()
            cells[key] = cell
        }
        box.adopt(cell)
        bound.append((box, cell))
    }

    /// Forgets the last render's boxes (a render binds its own).
    func startRender() {
        bound.removeAll(keepingCapacity: true)
    }

    /// Points every box the last render bound at this storage's cells again, before one of its handlers runs.
    func rebind() {
        for (box, cell) in bound { box.adopt(cell) }
    }
    /// The text field in an editing session (its structural identity), if any: one per host, as one keyboard.
    var editingField: UInt64? {
        didSet { StateWrites.note() }
    }

    /// Per view type, for the whole process: whether it has `@State` properties at all.
    private static let typesWithState = TypeFlags()

    /// Binds every `@State` stored directly in `view` to the cell kept for `identity`.
    func bindState<V>(of view: V, identity: UInt64) {
        let type = ObjectIdentifier(V.self)
        if Self.typesWithState[type] == false { return }
        var found = false
        var slot: UInt64 = 0
        for child in Mirror(reflecting: view).children {
            if let property = child.value as? any StateProperty {
                property.bind(to: self, key: StructuralHash.combine(identity, 0x5354_0000 &+ slot))
                found = true
            }
            slot += 1
        }
        Self.typesWithState[type] = found
    }
}

/// A lock-protected map from types to a flag, shared by every host.
final class TypeFlags: @unchecked Sendable {
    private let lock = NSLock()
    private var flags: [ObjectIdentifier: Bool] = [:]

    subscript(type: ObjectIdentifier) -> Bool? {
        get { lock.withLock { flags[type] } }
        set { lock.withLock { flags[type] = newValue } }
    }
}
