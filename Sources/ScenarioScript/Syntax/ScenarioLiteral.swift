import AccessibilityModel

/// A literal as written in a scenario: a component argument or the right-hand
/// side of `expect state`.
///
/// Ranges keep their bounds as written, so an inverted range such as `5...1`
/// is representable (and reported) instead of trapping the way Swift's
/// `ClosedRange` initialiser would.
public enum ScenarioLiteral: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    /// `lower...upper`; not necessarily ordered.
    case range(lower: Double, upper: Double)
    /// `.small`, without the dot.
    case enumCase(String)
    /// `nil`.
    case none

    /// The model's value, or `nil` for a range whose lower bound exceeds its
    /// upper bound (or that is not finite). This is the only place a
    /// `ClosedRange` is built from a literal.
    public var parameterValue: ParameterValue? {
        switch self {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .range(let lower, let upper):
            guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
            return .range(lower...upper)
        case .enumCase(let name): return .enumCase(name)
        case .none: return ParameterValue.none
        }
    }

    /// The literal in source form: `"Stars"`, `3`, `2.5`, `1...5`, `.small`, `nil`.
    public var description: String {
        switch self {
        case .range(let lower, let upper):
            return ParameterValue.number(lower).description + "..." + ParameterValue.number(upper).description
        default:
            return parameterValue?.description ?? "nil"
        }
    }
}
