import HeadlessUI
import Testing

/// The focus stops of a tree in document order: visible elements, without
/// entering elements (what VoiceOver could visit before sorting).
func stops(_ tree: AccessibilityTree) -> [AccessibilityNode] {
    var result: [AccessibilityNode] = []
    tree.walk { node, _ in
        if node.isHidden { return .skipChildren }
        if node.isElement {
            result.append(node)
            return .skipChildren
        }
        return .visitChildren
    }
    return result
}

/// The labels of the focus stops.
func stopLabels(_ tree: AccessibilityTree) -> [String?] {
    stops(tree).map(\.label)
}

/// A value cell a test owns, for bindings that outlive renders.
final class Cell<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Settings from text, for parameterised tests; a typo is an issue at the caller's line, not the defaults.
func settings(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> AccessibilitySettings {
    do {
        return try AccessibilitySettings(parsing: text)
    } catch {
        Issue.record("bad settings '\(text)': \(error)", sourceLocation: sourceLocation)
        return AccessibilitySettings()
    }
}
