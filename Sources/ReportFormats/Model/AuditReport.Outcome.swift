extension AuditReport {
    /// What a check decided about an element: reports hold `violation` and
    /// `incomplete` (could not be decided); passes are only counted.
    public struct Outcome: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let violation = Outcome(rawValue: "violation")
        public static let incomplete = Outcome(rawValue: "incomplete")

        /// The outcomes a report may hold.
        public static let all: [Outcome] = [.violation, .incomplete]
        public var description: String { rawValue }
    }
}
