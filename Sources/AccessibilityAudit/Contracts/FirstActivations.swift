import AccessibilityModel

/// What the first double tap on an element of a fresh subject answered, by
/// the element's path, shared by the contracts of one cell: the switch
/// contract's first activation is exactly the activation contract's drive
/// (a fresh subject, focus swiped to the element, one double tap), so the
/// second need not render a subject again to learn the same answer.
final class FirstActivations {
    private var results: [NodePath: ActionResult] = [:]

    /// The answer recorded for the element at `path`, if any drive made it.
    func result(at path: NodePath) -> ActionResult? { results[path] }

    /// Records the answer of the first activation of a fresh subject's element at `path`.
    func record(_ result: ActionResult, at path: NodePath) {
        if results[path] == nil { results[path] = result }
    }
}
