/// How much a finding harms a person who relies on a setting or an assistive
/// technology, ordered from `minor` (lowest) to `critical` (highest).
public struct Severity: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    /// 0 for minor … 3 for critical; used for ordering.
    public let rank: Int

    /// The severity with this name (`critical`, `serious`, `moderate`, `minor`), or `nil`.
    public init?(rawValue: String) {
        guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    private init(_ name: String, _ rank: Int) {
        self.rawValue = name
        self.rank = rank
    }

    /// Blocks use entirely (an unreachable or unlabeled control).
    public static let critical = Severity("critical", 3)
    /// Makes use very hard (illegible text, tiny targets).
    public static let serious = Severity("serious", 2)
    /// Makes use harder (a label that differs from the visible text).
    public static let moderate = Severity("moderate", 1)
    /// An annoyance (redundant words in a label).
    public static let minor = Severity("minor", 0)

    /// Every severity from highest to lowest.
    public static let all: [Severity] = [.critical, .serious, .moderate, .minor]

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    public var description: String { rawValue }
}
