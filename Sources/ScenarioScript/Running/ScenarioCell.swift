import AccessibilityModel

/// One place a scenario runs: a style of its component and the settings of
/// one environment cell (the matrix cell with the scenario's `environment`
/// settings applied).
public struct ScenarioCell: Hashable, Sendable, CustomStringConvertible {
    /// The style the component is built in.
    public var style: String
    /// The settings the session starts with.
    public var settings: AccessibilitySettings

    /// The cell of `style` with `settings`.
    public init(style: String, settings: AccessibilitySettings) {
        self.style = style
        self.settings = settings
    }

    /// The settings that differ from the defaults, `key=value,…`, or `default`.
    public var settingsDescription: String { settings.description }

    /// `style star, settings colorScheme=dark`.
    public var description: String { "style \(style), settings \(settingsDescription)" }
}
