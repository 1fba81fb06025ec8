extension AuditReport {
    /// The program that wrote a report.
    public struct Tool: Hashable, Sendable {
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }

        /// `a11y-audit 0.1.0`.
        public static let current = Tool(name: "a11y-audit", version: "0.1.0")
    }
}
