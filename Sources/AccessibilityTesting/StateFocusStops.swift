import AccessibilityModel

/// What VoiceOver says on each focus stop of one state of the view under
/// test, in the reference style (``AccessibilityReport/stopsByState``).
public struct StateFocusStops: Sendable, Equatable {
    /// The state's name (`default` for a view given without states).
    public var state: String
    /// The settings the stops were spoken with: the first cell's, and the state's own.
    public var settings: AccessibilitySettings
    /// What VoiceOver says on each stop, in order.
    public var stops: [String]

    public init(state: String, settings: AccessibilitySettings, stops: [String]) {
        self.state = state
        self.settings = settings
        self.stops = stops
    }
}
