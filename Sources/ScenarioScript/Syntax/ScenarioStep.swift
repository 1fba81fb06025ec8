import AccessibilityModel

/// One step of a scenario: a command (with its repeat count) or an
/// assertion, with where it is and how it was written, for transcripts and
/// failure reports.
///
/// ```swift
/// for step in scenario.steps {
///     switch step.kind {
///     case .command(let command, let times): …   // perform `command` `times` times
///     case .expectation(let expectation): …      // check it; on failure report step.location and step.source
///     }
/// }
/// ```
public struct ScenarioStep: Hashable, Sendable, CustomStringConvertible {
    /// What the step does.
    public enum Kind: Hashable, Sendable {
        /// Perform a command `repeatCount` times (1 when no count is written).
        case command(ScenarioCommand, repeatCount: Int)
        /// Check an assertion.
        case expectation(ScenarioExpectation)
    }

    public var kind: Kind
    /// The line as written, without indentation or comment: `swipe right 2`, `expect "4"`.
    public var source: String
    /// File, line and column of the step's first word.
    public var location: CodeLocation
    /// The range of the whole step on its line.
    public var range: SourceRange

    public init(kind: Kind, source: String, location: CodeLocation, range: SourceRange) {
        self.kind = kind
        self.source = source
        self.location = location
        self.range = range
    }

    /// `file:line: source`, as a failure report quotes it.
    public var description: String { "\(location.file):\(location.line): \(source)" }
}
