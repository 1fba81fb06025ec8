/// A parsed `.scenario` file: its scenarios in source order.
public struct ScenarioFile: Hashable, Sendable {
    /// The path used in messages and locations.
    public var path: String
    public var scenarios: [Scenario]

    public init(path: String, scenarios: [Scenario]) {
        self.path = path
        self.scenarios = scenarios
    }
}
