import AccessibilityModel

/// An assertion of a scenario (`expect …`).
public enum ScenarioExpectation: Hashable, Sendable {
    /// `expect "<text>"`: the last utterance is exactly the text.
    case speech(String)
    /// `expect hint "<text>"`: the focused element's hint, as spoken.
    case hint(String)
    /// `expect no hint`.
    case noHint
    /// `expect speech contains "<text>"`: the last utterance contains the text.
    case speechContains(String)
    /// `expect focus "<label>"`: the focused element's label.
    case focus(String)
    /// `expect value "<text>"`: the focused element's value.
    case value(String)
    /// `expect traits a, b`: the focused element has at least these traits.
    case traits(ElementTraits)
    /// `expect elements <n>`: the screen has n focus stops.
    case elements(Int)
    /// `expect order "a", "b"`: the labels of all focus stops, in order.
    case order([String])
    /// `expect boundary`: the last move hit the first or last element.
    case boundary
    /// `expect announcement "<text>"`: the last command's action posted this
    /// announcement, and VoiceOver spoke it (decision 18).
    case announcement(String)
    /// `expect silence`: the last command made VoiceOver say nothing at all.
    case silence
    /// `expect state <parameter> == <literal>`: the bound parameter's value.
    /// The literal's ``ScenarioLiteral/parameterValue`` is non-`nil` once validated.
    case state(parameter: Located<String>, value: Located<ScenarioLiteral>)
    /// `expect no findings`: the audit of the current screen finds nothing.
    case noFindings
    /// `expect finding <rule-id>`: the audit of the current screen reports this rule.
    case finding(Located<String>)
}
