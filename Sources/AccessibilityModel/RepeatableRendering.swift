/// A subject whose render is a pure function of its state and the settings:
/// rendering it again with the same settings, with no action performed in
/// between, gives an equal tree and handlers that act the same way.
///
/// Drivers may then reuse a render they already have instead of rendering
/// again (the audit starts its first VoiceOver session from the cell's own
/// render of the untouched subject). Conform only when this holds.
public protocol RepeatableRendering: AccessibilitySubject {}

/// A subject that knows when its screen cannot have changed: nothing it
/// renders from was written since its last render. VoiceOver and the audit
/// use it to skip a render whose tree they already have. (Within the package
/// only: what people write against is ``AccessibilitySubject/render(settings:)``,
/// which always renders.)
package protocol UnchangedRendering: AccessibilitySubject {
    /// The last render, when it is still what the subject shows with
    /// `settings`: as in SwiftUI, bodies are evaluated again only after view
    /// state changed. `nil` when a render is needed.
    func unchangedRender(settings: AccessibilitySettings) -> AccessibilityTree?
}

/// A repeatable subject that knows when it is still as it was made.
package protocol ReusableRendering: RepeatableRendering, UnchangedRendering {
    /// Whether the subject is still in the state it was made in (no state
    /// written since then) with nothing it posted waiting to be taken: a
    /// driver may use it where it needs a fresh subject.
    var isUnchanged: Bool { get }
}

extension AccessibilitySubject {
    /// The subject's render with `settings`: its last one when an
    /// ``UnchangedRendering`` subject says it still stands, else a new one.
    package func renderIfChanged(settings: AccessibilitySettings) -> AccessibilityTree {
        (self as? any UnchangedRendering)?.unchangedRender(settings: settings) ?? render(settings: settings)
    }
}
