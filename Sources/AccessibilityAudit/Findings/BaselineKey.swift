import AccessibilityModel

/// What identifies a finding across runs, for `--baseline`: rule, component,
/// style, state, element path and element label. Messages, severities and
/// cell counts may change without the finding becoming new.
///
/// The label is compared like the other fields: a missing label is a value
/// of its own, so an entry without a label matches only a finding whose
/// element has no label, and an entry with one only a finding whose element
/// has the same label (an element that gained or lost its label is another
/// element at the same path).
public struct BaselineKey: Hashable, Sendable {
    public var rule: RuleID
    public var component: String
    public var style: String
    public var state: String
    public var path: NodePath
    /// The element's label; `nil` when it has none.
    public var label: String?

    public init(rule: RuleID, component: String, style: String, state: String, path: NodePath, label: String?) {
        self.rule = rule
        self.component = component
        self.style = style
        self.state = state
        self.path = path
        self.label = label
    }

    /// The key of a finding.
    public init(_ finding: Finding) {
        self.init(
            rule: finding.rule, component: finding.component, style: finding.style, state: finding.state,
            path: finding.element.path, label: finding.element.label)
    }

    /// Whether `finding` is this baseline entry (its key is equal to this one).
    public func matches(_ finding: Finding) -> Bool { self == BaselineKey(finding) }
}

extension Array where Element == Finding {
    /// The findings with `baseline` set on every one whose ``BaselineKey``
    /// is among `keys`, and cleared on the others.
    public func markingBaseline(_ keys: some Sequence<BaselineKey>) -> [Finding] {
        let known = Set(keys)
        return map { finding in
            var marked = finding
            marked.baseline = known.contains(BaselineKey(finding))
            return marked
        }
    }
}
