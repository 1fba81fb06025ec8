/// A scenario being parsed, with what the parser must remember about its
/// lines (which setup lines were seen where, where the steps begin).
struct ScenarioBuilder {
    var scenario: Scenario
    /// The `scenario` keyword, where structural errors point.
    var keywordRange: SourceRange
    /// Whether a `component` line was written (even one with errors).
    var sawComponentLine = false
    /// Line of each setup keyword's first occurrence (`environment` may repeat).
    var setupLines: [String: Int] = [:]
    /// Line of the first step, once there is one.
    var firstStepLine: Int?
    /// Line where each fixed setting was first given.
    var environmentKeys: [String: Int] = [:]
}
