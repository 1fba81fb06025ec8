import AccessibilityModel

/// The cell's own subject, rendered once for the rules and never acted on,
/// handed to the first contract drive that needs a fresh subject in place of
/// a new one rendered again: for a subject whose rendering is repeatable the
/// two are indistinguishable, and one render is saved.
final class PristineSubject {
    private var subject: (any RepeatableRendering)?
    /// The subject's render (with the cell's settings).
    let tree: AccessibilityTree

    init(_ subject: any RepeatableRendering, tree: AccessibilityTree) {
        self.subject = subject
        self.tree = tree
    }

    /// The subject, once; `nil` afterwards (the taker may act on it).
    func take() -> (any RepeatableRendering)? {
        defer { subject = nil }
        return subject
    }
}
