/// What an entry's content closure reads: the resolved arguments, and
/// bindings backed by state the fixture owns (as a preview's `@State` would),
/// initialised from the arguments. Actions performed through the subject
/// change that state; the subject's `state` reports it.
public struct CatalogContext {
    let fixture: FixtureState

    init(fixture: FixtureState) {
        self.fixture = fixture
    }

    /// The arguments as they are now (bound ones reflect actions).
    public var arguments: ComponentArguments { ComponentArguments(fixture.values) }

    /// A string argument (empty when missing).
    public func string(_ name: String) -> String { fixture.values[name]?.stringValue ?? "" }

    /// An optional string argument.
    public func optionalString(_ name: String) -> String? { fixture.values[name]?.stringValue }

    /// A number argument (0 when missing).
    public func number(_ name: String) -> Double { fixture.values[name]?.numberValue ?? 0 }

    /// A Boolean argument (`false` when missing).
    public func bool(_ name: String) -> Bool { fixture.values[name]?.boolValue ?? false }

    /// A range argument (`0...1` when missing).
    public func range(_ name: String) -> ClosedRange<Double> { fixture.values[name]?.rangeValue ?? 0...1 }

    /// An enum argument's case name, without the dot (empty when missing).
    public func enumCase(_ name: String) -> String {
        if case .enumCase(let value)? = fixture.values[name] { return value }
        return ""
    }

    /// A binding to a number argument, kept by the fixture across renders.
    public func binding(_ name: String) -> Binding<Double> { bindingDouble(name) }

    /// A binding to a Boolean argument, kept by the fixture across renders.
    public func binding(_ name: String) -> Binding<Bool> { bindingBool(name) }

    /// A binding to a number argument, kept by the fixture across renders.
    public func bindingDouble(_ name: String) -> Binding<Double> {
        let fixture = self.fixture
        fixture.bound.insert(name)
        return Binding(
            get: { fixture.values[name]?.numberValue ?? 0 },
            set: { fixture.values[name] = .number($0) })
    }

    /// A binding to a Boolean argument, kept by the fixture across renders.
    public func bindingBool(_ name: String) -> Binding<Bool> {
        let fixture = self.fixture
        fixture.bound.insert(name)
        return Binding(
            get: { fixture.values[name]?.boolValue ?? false },
            set: { fixture.values[name] = .bool($0) })
    }

    /// A binding to a string argument, kept by the fixture across renders.
    public func bindingString(_ name: String) -> Binding<String> {
        let fixture = self.fixture
        fixture.bound.insert(name)
        return Binding(
            get: { fixture.values[name]?.stringValue ?? "" },
            set: { fixture.values[name] = .string($0) })
    }
}

/// The state boxes of one fixture: argument values that bindings change.
final class FixtureState {
    var values: [String: ParameterValue] {
        didSet { StateWrites.note() }
    }
    /// Names that are bound: declared `bound: true`, or read through a binding.
    var bound: Set<String>

    init(values: [String: ParameterValue], bound: Set<String>) {
        self.values = values
        self.bound = bound
    }

    /// The current values of the bound parameters.
    var boundValues: [String: ParameterValue] {
        var result: [String: ParameterValue] = [:]
        for name in bound { if let value = values[name] { result[name] = value } }
        return result
    }
}
