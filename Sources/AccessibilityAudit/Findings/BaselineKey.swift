import AccessibilityModel

/// What identifies a finding across runs, for `--baseline`: rule, component,
/// style, state and element (path, and label when known). Messages and cell
/// counts may change without the finding becoming new.
public struct BaselineKey: Hashable, Sendable {
    public var rule: RuleID
    public var component: String
    public var style: String
    public var state: String
    public var path: NodePath
    /// When set, the element's label must match too.
    public var label: String?

    public init(rule: RuleID, component: String, style: String, state: String, path: NodePath, label: String? = nil) {
        self.rule = rule
        self.component = component
        self.style = style
        self.state = state
        self.path = path
        self.label = label
    }

    /// The key of a finding (with its label).
    public init(_ finding: Finding) {
        self.init(rule: finding.rule, component: finding.component, style: finding.style, state: finding.state,
                  path: finding.element.path, label: finding.element.label)
    }

    /// Whether `finding` is this baseline entry: same rule, component, style,
    /// state and path, and the same label when the entry records one.
    public func matches(_ finding: Finding) -> Bool {
        rule == finding.rule && component == finding.component && style == finding.style && state == finding.state
            && path == finding.element.path && (label == nil || label == finding.element.label)
    }
}

extension Array where Element == Finding {
    /// Marks every finding that matches a baseline entry with `baseline = true`.
    public func markingBaseline(_ keys: [BaselineKey]) -> [Finding] {
        guard !keys.isEmpty else { return self }
        return map { finding in
            var copy = finding
            if keys.contains(where: { $0.matches(finding) }) { copy.baseline = true }
            return copy
        }
    }
}
