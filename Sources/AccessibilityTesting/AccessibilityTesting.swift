// What a test file needs besides `import HeadlessUI` and `import AccessibilityTesting`:
// the simulated VoiceOver (`VoiceOver`, `Utterance`, `Transcript`), the audit's
// vocabulary (`Severity`, `MatrixKind`, `RuleID`, `Finding`) and the model
// (`AccessibilitySettings`, `AccessibilityTree`).
@_exported import AccessibilityAudit
@_exported import AccessibilityModel
@_exported import ScreenReader
