/// What a component promises to assistive technology: its focus stops, in
/// order, each with the label, value, traits and actions it must expose.
///
/// ```swift
/// DeclaredContract("Rating is one adjustable element whose value is its rating",
///                  stops: [.init(label: "Stars", value: "3", traits: .adjustable, actions: [.increment, .decrement])])
/// ```
public struct DeclaredContract: Hashable, Sendable {
    public var summary: String
    /// `nil` when the component declares nothing about its stops.
    public var stops: [ExpectedStop]?

    public init(_ summary: String = "", stops: [ExpectedStop]? = nil) {
        self.summary = summary
        self.stops = stops
    }

    /// One promised focus stop. `nil` fields are not checked; traits and
    /// actions must be present (others may be too), except those in
    /// `forbiddenTraits`.
    public struct ExpectedStop: Hashable, Sendable {
        public var label: String?
        public var value: String?
        public var traits: ElementTraits
        public var forbiddenTraits: ElementTraits
        public var actions: StandardActions
        public var customActions: [String]?

        public init(
            label: String? = nil, value: String? = nil, traits: ElementTraits = [], forbiddenTraits: ElementTraits = [],
            actions: StandardActions = [], customActions: [String]? = nil
        ) {
            self.label = label
            self.value = value
            self.traits = traits
            self.forbiddenTraits = forbiddenTraits
            self.actions = actions
            self.customActions = customActions
        }
    }
}
