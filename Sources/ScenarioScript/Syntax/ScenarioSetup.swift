/// The setup lines of a scenario, with the spec's defaults for those not written.
public struct ScenarioSetup: Hashable, Sendable {
    /// `component <Name>(…)`; `nil` only in a scenario that failed to parse.
    public var component: ComponentCall?
    /// `catalog <name>`; `nil` means the default catalog (`design-system`).
    public var catalog: Located<String>?
    /// `styles all` (the default) or `styles a, b`.
    public var styles: StyleSelection
    /// `environments default|smoke|pairwise|full`; `.default` when not written.
    public var matrix: ScenarioMatrix
    /// `environment key=value, …`: settings fixed on every cell, in the order written.
    public var environment: [SettingAssignment]

    public init(
        component: ComponentCall? = nil, catalog: Located<String>? = nil, styles: StyleSelection = .all,
        matrix: ScenarioMatrix = .default, environment: [SettingAssignment] = []
    ) {
        self.component = component
        self.catalog = catalog
        self.styles = styles
        self.matrix = matrix
        self.environment = environment
    }
}
