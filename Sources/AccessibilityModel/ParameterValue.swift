import Foundation

/// The value of a component parameter, as written in a scenario
/// (`value: 3`, `in: 1...5`, `title: "Stars"`, `isOn: true`, `size: .small`).
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case range(ClosedRange<Double>)
    /// An enum case such as `.small`, without the dot.
    case enumCase(String)
    /// `nil` for an optional parameter.
    case none

    public var description: String {
        switch self {
        case .string(let text): return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .number(let value): return formatNumber(value)
        case .bool(let value): return String(value)
        case .range(let range): return "\(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
        case .enumCase(let name): return "." + name
        case .none: return "nil"
        }
    }

    public var stringValue: String? { if case .string(let v) = self { v } else { nil } }
    public var numberValue: Double? { if case .number(let v) = self { v } else { nil } }
    public var boolValue: Bool? { if case .bool(let v) = self { v } else { nil } }
    public var rangeValue: ClosedRange<Double>? { if case .range(let v) = self { v } else { nil } }
}

/// The type of a component parameter.
public struct ParameterType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let string = ParameterType(rawValue: "String")
    public static let number = ParameterType(rawValue: "Double")
    public static let integer = ParameterType(rawValue: "Int")
    public static let bool = ParameterType(rawValue: "Bool")
    public static let range = ParameterType(rawValue: "ClosedRange<Double>")
    public static let enumeration = ParameterType(rawValue: "enum")

    public var description: String { rawValue }
}
