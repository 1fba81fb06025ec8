import AccessibilityAudit
import AccessibilityModel
import ScreenReader

extension ScenarioSession {
    /// Checks one assertion against the session now; `nil` when it holds.
    func check(_ expectation: ScenarioExpectation) -> StepFailure? {
        switch expectation {
        case .speech(let text):
            guard let utterance = voiceOver.lastUtterance else { return StepFailure(expected: Self.quoted(text), actual: "nothing spoken yet") }
            return utterance.description == text ? nil : StepFailure(expected: Self.quoted(text), actual: Self.describe(utterance))
        case .speechContains(let text):
            guard let utterance = voiceOver.lastUtterance else {
                return StepFailure(expected: "speech containing \(Self.quoted(text))", actual: "nothing spoken yet")
            }
            return utterance.description.contains(text)
                ? nil
                : StepFailure(expected: "speech containing \(Self.quoted(text))", actual: Self.describe(utterance))
        case .hint(let text):
            guard let speech = voiceOver.focusedSpeech else {
                return StepFailure(expected: "hint \(Self.quoted(text))", actual: "nothing is focused")
            }
            return speech.hint == text ? nil : StepFailure(expected: "hint \(Self.quoted(text))", actual: Self.describeHint(speech.hint))
        case .noHint:
            guard let speech = voiceOver.focusedSpeech else { return StepFailure(expected: "no hint", actual: "nothing is focused") }
            return speech.hint == nil ? nil : StepFailure(expected: "no hint", actual: Self.describeHint(speech.hint))
        case .focus(let label):
            guard let node = voiceOver.focusedNode else {
                return StepFailure(expected: "focus on \(Self.quoted(label))", actual: "nothing is focused")
            }
            return node.label == label ? nil : StepFailure(expected: "focus on \(Self.quoted(label))", actual: "focus on \(Self.describeLabel(node))")
        case .value(let text):
            return checkValue(text)
        case .traits(let traits):
            let expected = "traits including " + traits.names.joined(separator: ", ")
            guard let node = voiceOver.focusedNode else { return StepFailure(expected: expected, actual: "nothing is focused") }
            if node.traits.isSuperset(of: traits) { return nil }
            let missing = traits.subtracting(node.traits).names.joined(separator: ", ")
            let has = node.traits.names.isEmpty ? "no traits" : "traits " + node.traits.names.joined(separator: ", ")
            return StepFailure(expected: expected, actual: "\(has) (missing \(missing))")
        case .elements(let count):
            let stops = voiceOver.stops
            return stops.count == count
                ? nil
                : StepFailure(
                    expected: "\(count) \(count == 1 ? "element" : "elements")",
                    actual: "\(stops.count) \(stops.count == 1 ? "element" : "elements")"
                        + (stops.isEmpty ? "" : ": " + Self.list(stops.map { $0.node.label ?? "" })))
        case .order(let labels):
            let actual = voiceOver.stops.map { $0.node.label ?? "" }
            return actual == labels
                ? nil
                : StepFailure(expected: Self.list(labels), actual: actual.isEmpty ? "no focus stops" : Self.list(actual))
        case .boundary:
            guard let utterance = voiceOver.lastUtterance else { return StepFailure(expected: "a boundary", actual: "no command yet") }
            return utterance.event == .boundary ? nil : StepFailure(expected: "a boundary", actual: Self.describe(utterance))
        case .announcement(let text):
            guard let utterance = voiceOver.lastUtterance else {
                return StepFailure(expected: "announcement \(Self.quoted(text))", actual: "no command yet")
            }
            if utterance.announcements.contains(text) { return nil }
            let actual =
                utterance.announcements.isEmpty
                ? "no announcement; VoiceOver said " + Self.describe(utterance)
                : "announcements " + Self.list(utterance.announcements)
            return StepFailure(expected: "announcement \(Self.quoted(text))", actual: actual)
        case .silence:
            guard let utterance = voiceOver.lastUtterance else { return StepFailure(expected: "silence", actual: "no command yet") }
            return utterance.isSilent ? nil : StepFailure(expected: "silence", actual: Self.describe(utterance))
        case .state(let parameter, let literal):
            return checkState(parameter.value, literal.value)
        case .noFindings:
            let audit = currentAudit()
            let found = audit.unsuppressed
            return found.isEmpty
                ? nil
                : StepFailure(expected: "no findings", actual: found.map(\.description).joined(separator: "; "))
        case .finding(let rule):
            if !rules.includes(RuleID(rawValue: rule.value)) {
                return StepFailure(
                    expected: "a finding of \(rule.value)", actual: "\(rule.value) does not run (the run's rule selection leaves it out)")
            }
            let audit = currentAudit()
            if audit.violations.contains(where: { $0.rule == rule.value }) { return nil }
            let others = audit.violations.map(\.rule)
            return StepFailure(
                expected: "a finding of \(rule.value)",
                actual: others.isEmpty ? "no findings" : "only " + Self.unique(others).joined(separator: ", "))
        }
    }

    /// `expect value`: the focused element's exposed value; for a switch
    /// (value `0`, `1`, `2`) its spoken state word matches too (`On.` or `On`).
    private func checkValue(_ text: String) -> StepFailure? {
        guard let stop = voiceOver.focusedStop else { return StepFailure(expected: "value \(Self.quoted(text))", actual: "nothing is focused") }
        let value = stop.node.value
        if value == text { return nil }
        let spoken = Self.spokenSwitchValue(of: stop, locale: voiceOver.settings.locale)
        if let spoken, spoken == text || (spoken.hasSuffix(".") && String(spoken.dropLast()) == text) { return nil }
        var actual = value.map { "value " + Self.quoted($0) } ?? "no value"
        if let spoken { actual += " (spoken \(Self.quoted(spoken)))" }
        return StepFailure(expected: "value \(Self.quoted(text))", actual: actual)
    }

    /// `expect state`: the subject's bound parameter, numbers compared as numbers.
    private func checkState(_ parameter: String, _ literal: ScenarioLiteral) -> StepFailure? {
        let expectedValue = literal.parameterValue
        let expected = "\(parameter) == \(literal)"
        guard let actualValue = subject.state[parameter] else {
            return StepFailure(expected: expected, actual: "the component does not report '\(parameter)'")
        }
        let equal: Bool
        if let a = actualValue.numberValue, let b = expectedValue?.numberValue {
            equal = a == b
        } else {
            equal = actualValue == expectedValue
        }
        return equal ? nil : StepFailure(expected: expected, actual: "\(parameter) == \(actualValue)")
    }

    /// The audit of the current screen (see ``ScreenAudit``).
    private func currentAudit() -> ScreenAudit {
        let recording = subject
        return ScreenAudit(
            tree: voiceOver.tree, settings: voiceOver.settings, component: scenario.component, style: cell.style,
            rules: rules, current: { recording.replayed() })
    }

    // MARK: Describing what happened

    /// `"3" [boundary]`: the description, and the event unless it is an ordinary move or announcement.
    static func describe(_ utterance: Utterance) -> String {
        var text = quoted(utterance.description)
        if !utterance.announcements.isEmpty { text += " announcements " + list(utterance.announcements) }
        if utterance.event != .moved, utterance.event != .announcement { text += " [\(utterance.event)]" }
        return text
    }

    static func describeHint(_ hint: String?) -> String {
        hint.map { "hint " + quoted($0) } ?? "no hint"
    }

    static func describeLabel(_ node: AccessibilityNode) -> String {
        node.label.map(quoted) ?? "an element without a label"
    }

    /// A switch's state word for its value, as VoiceOver speaks it (`On`), or `nil` for other elements.
    static func spokenSwitchValue(of stop: FocusStop, locale: String) -> String? {
        guard stop.node.traits.contains(.toggle), let value = stop.node.value, ["0", "1", "2"].contains(value) else { return nil }
        let strings = SpeechStrings.forLanguage(stop.node.language ?? locale)
        switch value {
        case "1": return strings.switchOn
        case "0": return strings.switchOff
        default: return strings.switchMixed
        }
    }

    /// `texts` without repeats, first occurrence kept.
    static func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
