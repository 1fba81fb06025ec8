/// Which family a check belongs to: static rules see one tree, contracts
/// drive a live subject, invariance checks compare cells of the matrix.
public enum CheckKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case rule, contract, invariance

    public var description: String { rawValue }
}
