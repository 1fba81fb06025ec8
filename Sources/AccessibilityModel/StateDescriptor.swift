/// A named state of a component (like a preview): argument overrides and
/// settings fixed on top of every cell (for example `isEnabled=false`).
public struct StateDescriptor: Hashable, Sendable {
    public var name: String
    public var arguments: [String: ParameterValue]
    /// Settings this state fixes (none by default).
    public var environment: SettingsOverride

    public init(name: String, arguments: [String: ParameterValue] = [:], environment: SettingsOverride = .none) {
        self.name = name
        self.arguments = arguments
        self.environment = environment
    }
}
