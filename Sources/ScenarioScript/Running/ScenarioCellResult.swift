import AccessibilityModel
import ScreenReader

/// The outcome of one scenario in one cell (style × settings): what a
/// report lists, one entry per cell.
///
/// ```swift
/// for result in ScenarioRunner().run(document) where result.status == .failed {
///     print(result.failure!.report(hints: true))
/// }
/// ```
public struct ScenarioCellResult: Sendable {
    /// Whether the cell passed.
    public enum Status: String, Hashable, Sendable, CustomStringConvertible {
        /// Every step ran and every assertion held.
        case passed
        /// An assertion did not hold, or a command could not be carried out.
        case failed

        public var description: String { rawValue }
    }

    /// The scenario's name.
    public var scenario: String
    /// Where the scenario starts (`scenario "…"`): file, line, column.
    public var location: CodeLocation
    /// The component as written, `Rating(title: "Stars")`.
    public var component: String
    /// The style and settings the cell ran in.
    public var cell: ScenarioCell
    public var status: Status
    /// What went wrong, for a failed cell.
    public var failure: ScenarioFailure?
    /// The whole session: up to the failing step for a failed cell.
    public var transcript: Transcript

    /// A result with every part given.
    public init(
        scenario: String, location: CodeLocation, component: String, cell: ScenarioCell, status: Status,
        failure: ScenarioFailure?, transcript: Transcript
    ) {
        self.scenario = scenario
        self.location = location
        self.component = component
        self.cell = cell
        self.status = status
        self.failure = failure
        self.transcript = transcript
    }

    /// The scenario's file (as given to ``ScenarioSource``).
    public var file: String { location.file }
    /// The style the cell ran in.
    public var style: String { cell.style }
    /// `default`, or the settings that differ from the defaults (`colorScheme=dark,isEnabled=false`).
    public var settingsDescription: String { cell.settingsDescription }
}
