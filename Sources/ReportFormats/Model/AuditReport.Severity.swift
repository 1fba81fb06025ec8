extension AuditReport {
    /// How much a finding harms a person, from `minor` (lowest) to `critical`
    /// (highest); spec/rules.md.
    public struct Severity: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
        public let rawValue: String
        /// 3 for critical … 0 for minor.
        public let rank: Int

        /// The severity named `rawValue`, or `nil` for an unknown name.
        public init?(rawValue: String) {
            guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = known
        }

        private init(_ name: String, _ rank: Int) {
            rawValue = name
            self.rank = rank
        }

        public static let critical = Severity("critical", 3)
        public static let serious = Severity("serious", 2)
        public static let moderate = Severity("moderate", 1)
        public static let minor = Severity("minor", 0)

        /// Every severity, highest first (the report order).
        public static let all: [Severity] = [.critical, .serious, .moderate, .minor]

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
        public var description: String { rawValue }
    }
}
