import AccessibilityModel

/// What a component means to assistive technology in one rendered cell: its
/// focus stops in order, each with label, value, traits, standard actions and
/// custom actions. Two cells with equal signatures are the same to a
/// VoiceOver user.
public struct SemanticSignature: Hashable, Sendable {
    /// One focus stop's semantics.
    public struct Stop: Hashable, Sendable, Comparable {
        public var label: String
        public var value: String
        public var traits: [String]
        public var actions: [String]
        public var customActions: [String]

        public init(label: String, value: String, traits: [String], actions: [String], customActions: [String]) {
            self.label = label
            self.value = value
            self.traits = traits
            self.actions = actions
            self.customActions = customActions
        }

        /// One line: `"Stars" value="3" traits=adjustable actions=increment,decrement`.
        public var line: String {
            var parts = ["\"\(label)\""]
            if !value.isEmpty { parts.append("value=\"\(value)\"") }
            if !traits.isEmpty { parts.append("traits=" + traits.joined(separator: ",")) }
            if !actions.isEmpty { parts.append("actions=" + actions.joined(separator: ",")) }
            if !customActions.isEmpty { parts.append("customActions=[" + customActions.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
            return parts.joined(separator: " ")
        }

        public static func < (lhs: Stop, rhs: Stop) -> Bool { lhs.line < rhs.line }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// The signature of focus stops in VoiceOver order.
    public init(_ stops: [AuditedStop]) {
        self.stops = stops.map { stop in
            Stop(
                label: stop.node.label ?? "", value: stop.node.value ?? "", traits: stop.node.traits.names,
                actions: stop.node.actions.names, customActions: stop.node.customActions)
        }
    }

    /// The same signature without one trait on every stop.
    func removing(trait name: String) -> SemanticSignature {
        SemanticSignature(
            stops: stops.map { stop in
                var copy = stop
                copy.traits.removeAll { $0 == name }
                return copy
            })
    }

    /// The stops sorted, for comparisons that ignore order.
    var sortedStops: [Stop] { stops.sorted() }

    /// The signature as text, one numbered stop per line.
    public var text: String {
        stops.enumerated().map { "\($0.offset + 1). \($0.element.line)" }.joined(separator: "\n")
    }
}
