/// A finding the component's authors accept: a rule on an element (by label,
/// or every element when `nil`), with the reason.
public struct Suppression: Hashable, Sendable {
    public var rule: String
    public var elementLabel: String?
    public var reason: String

    public init(rule: String, element elementLabel: String? = nil, reason: String) {
        self.rule = rule
        self.elementLabel = elementLabel
        self.reason = reason
    }
}
