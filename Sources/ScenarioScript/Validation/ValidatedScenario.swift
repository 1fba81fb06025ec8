import AccessibilityModel

/// A scenario that passed validation, with everything a runner needs
/// resolved: the component, its arguments, the styles, the matrix and the
/// fixed settings.
public struct ValidatedScenario: Sendable {
    /// The scenario as parsed (name, location, steps).
    public var scenario: Scenario
    /// The catalog the component came from.
    public var catalog: String
    /// The component to run.
    public var component: ComponentDescriptor
    /// The written arguments with the component's defaults filled in.
    public var arguments: ComponentArguments
    /// The styles to run in, in order (every style for `styles all`).
    public var styles: [String]
    /// The environment matrix to run in.
    public var matrix: ScenarioMatrix
    /// The `environment` lines' settings, applied on top of every cell.
    public var fixedSettings: SettingsOverride

    public init(
        scenario: Scenario, catalog: String, component: ComponentDescriptor, arguments: ComponentArguments,
        styles: [String], matrix: ScenarioMatrix, fixedSettings: SettingsOverride
    ) {
        self.scenario = scenario
        self.catalog = catalog
        self.component = component
        self.arguments = arguments
        self.styles = styles
        self.matrix = matrix
        self.fixedSettings = fixedSettings
    }

    /// The settings of the default cell with the fixed settings applied.
    public var baseSettings: AccessibilitySettings {
        fixedSettings.applied(to: AccessibilitySettings())
    }
}
