/// A subject whose render is a pure function of its state and the settings:
/// rendering it again with the same settings, with no action performed in
/// between, gives an equal tree and handlers that act the same way.
///
/// Drivers may then reuse a render they already have instead of rendering
/// again (the audit starts its first VoiceOver session from the cell's own
/// render of the untouched subject). Conform only when this holds.
public protocol RepeatableRendering: AccessibilitySubject {}
