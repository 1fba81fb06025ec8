/// Which environments the audit renders each component in.
public enum MatrixKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default cell plus one cell per setting at its extreme.
    case smoke
    /// A covering array: every pair of values of every two settings appears in some cell.
    case pairwise
    /// Every combination of every setting except the locale (6144 cells).
    case full

    public var description: String { rawValue }
}
