/// Resolved arguments of a component, by parameter name.
public struct ComponentArguments: Hashable, Sendable, CustomStringConvertible {
    public var values: [String: ParameterValue]
    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    public subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    public func string(_ name: String) -> String? { values[name]?.stringValue }
    public func number(_ name: String) -> Double? { values[name]?.numberValue }
    public func bool(_ name: String) -> Bool? { values[name]?.boolValue }
    public func range(_ name: String) -> ClosedRange<Double>? { values[name]?.rangeValue }

    /// `name: value, …` sorted by name.
    public var description: String {
        values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ")
    }
}
