import AccessibilityModel

/// One `scenario "<name>"` … `end` block: its setup and its steps in order.
public struct Scenario: Hashable, Sendable {
    /// The name as written between the quotes.
    public var name: String
    /// Where the `scenario` keyword is (file, line, column).
    public var location: CodeLocation
    /// The range of the name's string literal.
    public var nameRange: SourceRange
    public var setup: ScenarioSetup
    /// Commands and assertions, in the order they run.
    public var steps: [ScenarioStep]

    public init(
        name: String, location: CodeLocation, nameRange: SourceRange, setup: ScenarioSetup = ScenarioSetup(),
        steps: [ScenarioStep] = []
    ) {
        self.name = name
        self.location = location
        self.nameRange = nameRange
        self.setup = setup
        self.steps = steps
    }
}
