import AccessibilityModel

extension AuditReport {
    /// One scenario cell: a scenario of a file run in one style and environment.
    public struct ScenarioResult: Hashable, Sendable {
        /// The scenario file, relative to the package (`Scenarios/rating.scenario`).
        public var file: String
        /// The line of the scenario's header.
        public var line: Int
        public var name: String
        public var style: String
        /// The environment as `key=value,…`.
        public var settings: String
        public var status: Status
        /// Why it failed: the expectation that did not hold.
        public var failure: Failure?
        /// What was spoken, one line per utterance (optional).
        public var transcript: [String]?

        public init(
            file: String, line: Int, name: String, style: String, settings: String, status: Status,
            failure: Failure? = nil, transcript: [String]? = nil
        ) {
            self.file = file
            self.line = line
            self.name = name
            self.style = style
            self.settings = settings
            self.status = status
            self.failure = failure
            self.transcript = transcript
        }

        /// The unit of sharding for scenarios.
        public var cellKey: ScenarioCellKey {
            ScenarioCellKey(file: file, name: name, style: style, settings: settings)
        }
    }

    /// `passed` or `failed`.
    public struct Status: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let passed = Status(rawValue: "passed")
        public static let failed = Status(rawValue: "failed")
        public var description: String { rawValue }
    }

    /// Why a scenario cell failed, and where.
    public struct Failure: Hashable, Sendable {
        public var message: String
        /// The line of the step that failed (defaults to the scenario's line).
        public var line: Int?

        public init(message: String, line: Int? = nil) {
            self.message = message
            self.line = line
        }
    }

    /// What identifies a scenario cell across shards: file, scenario, style and environment.
    public struct ScenarioCellKey: Hashable, Sendable {
        public var file: String
        public var name: String
        public var style: String
        public var settings: String

        public init(file: String, name: String, style: String, settings: String) {
            self.file = file
            self.name = name
            self.style = style
            self.settings = settings
        }
    }
}
