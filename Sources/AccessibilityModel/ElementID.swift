/// The stable identity of a node within one subject: the same element keeps
/// the same ID across re-renders, so focus survives actions and setting
/// changes, and an action is performed on the element a person focused.
public struct ElementID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}
