/// The result of one check on one element (axe-core's four outcomes).
public enum Outcome: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The element breaks the check.
    case violation
    /// The element satisfies the check.
    case pass
    /// The check could not decide (text over a gradient, a contract on a static tree).
    case incomplete
    /// The check does not apply to the element (or its facts are missing).
    case inapplicable

    public var description: String { rawValue }
}
