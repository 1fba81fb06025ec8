/// A JSON value as read or written by ``JSONParser`` and ``JSONWriter``.
///
/// Objects keep their members in the order they were written (or built), as a
/// list of key/value pairs, so that writers produce a fixed key order and
/// readers can report the first offending member.
///
/// ```swift
/// let value: JSONValue = .object([("version", .number(1)), ("root", .object([]))])
/// value["version"]  // .number(1)
/// ```
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// Always finite when produced by the parser.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; keys are unique when produced by the parser.
    case object([(key: String, value: JSONValue)])

    /// The value of the first member named `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The Boolean, when this is a Boolean.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [(key: String, value: JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The kind of value with an article, for messages: `a string`, `an array`, `null`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether this is neither an array nor an object.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

extension JSONValue: Hashable {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .number(let number): hasher.combine(2); hasher.combine(number)
        case .string(let text): hasher.combine(3); hasher.combine(text)
        case .array(let items): hasher.combine(4); hasher.combine(items)
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
}
