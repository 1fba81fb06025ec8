import AccessibilityModel

/// The cell's own subject, rendered once for the rules and never acted on,
/// handed to the first contract drive that needs a fresh subject in place of
/// a new one rendered again: for a subject whose rendering is repeatable the
/// two are indistinguishable, and one render is saved.
///
/// It also keeps the subjects later drives were given: one that is still
/// unchanged (`ReusableRendering.isUnchanged`) (its drive changed nothing) is as
/// good as a fresh one for a driver that only needs its render.
final class PristineSubject {
    private var subject: (any RepeatableRendering)?
    /// The subject's render (with the cell's settings).
    let tree: AccessibilityTree
    /// Subjects given to drives that can tell whether they are unchanged, oldest first.
    private var driven: [any ReusableRendering] = []

    init(_ subject: any RepeatableRendering, tree: AccessibilityTree) {
        self.subject = subject
        self.tree = tree
    }

    /// The subject, once; `nil` afterwards (the taker may act on it).
    func take() -> (any RepeatableRendering)? {
        defer { subject = nil }
        if let reusable = subject as? any ReusableRendering { driven.append(reusable) }
        return subject
    }

    /// Notes a subject made for a drive.
    func note(_ made: any AccessibilitySubject) {
        if let reusable = made as? any ReusableRendering { driven.append(reusable) }
    }

    /// A subject a drive was given that is still unchanged, once (the taker may act on it).
    func takeUnchanged() -> (any ReusableRendering)? {
        guard let index = driven.firstIndex(where: { $0.isUnchanged }) else { return nil }
        return driven.remove(at: index)
    }
}
