import AccessibilityAudit
import AccessibilityModel
import ScreenReader

/// One run of a scenario in one cell: a fresh subject, a simulated VoiceOver
/// over it, and the steps carried out in order until the first failure.
final class ScenarioSession {
    let scenario: ValidatedScenario
    let cell: ScenarioCell
    /// The checks `expect no findings` and `expect finding` run (the run's selection).
    let rules: RuleSelection
    let subject: RecordingSubject
    let voiceOver: VoiceOver

    init(scenario: ValidatedScenario, cell: ScenarioCell, rules: RuleSelection = RuleSelection()) {
        self.scenario = scenario
        self.cell = cell
        self.rules = rules
        let component = scenario.component
        let arguments = scenario.arguments
        let style = cell.style
        subject = RecordingSubject { component.makeSubject(arguments, style) }
        // Hints are always on in the session, so `expect hint` means the same with and without `--no-hints`.
        voiceOver = VoiceOver(subject: subject, settings: cell.settings, options: VoiceOverOptions(hintsEnabled: true))
    }

    /// What went wrong with one step: expected and actual, in the report's words.
    struct StepFailure: Error {
        var expected: String
        var actual: String
    }

    /// Runs every step; stops at the first failure.
    func run() -> ScenarioCellResult {
        var failure: ScenarioFailure?
        for step in scenario.scenario.steps {
            let problem: StepFailure?
            switch step.kind {
            case .command(let command, let repeatCount):
                problem = perform(command, times: repeatCount)
            case .expectation(let expectation):
                problem = check(expectation)
            }
            if let problem {
                failure = ScenarioFailure(
                    scenario: scenario.scenario.name, component: componentSource, cell: cell, step: step,
                    expected: problem.expected, actual: problem.actual, transcript: voiceOver.transcript)
                break
            }
        }
        return ScenarioCellResult(
            scenario: scenario.scenario.name, location: scenario.scenario.location,
            component: componentSource, cell: cell, status: failure == nil ? .passed : .failed,
            failure: failure, transcript: voiceOver.transcript)
    }

    /// The component line as written, `Rating(title: "Stars")`.
    var componentSource: String {
        scenario.scenario.setup.component?.sourceForm ?? scenario.component.name
    }

    // MARK: Commands

    /// Performs `command` `times` times; a command that cannot be carried out
    /// (`focus` on a missing label, an unknown custom action or rotor) fails.
    func perform(_ command: ScenarioCommand, times: Int) -> StepFailure? {
        for _ in 0..<max(1, times) {
            if let problem = performOnce(command) { return problem }
        }
        return nil
    }

    private func performOnce(_ command: ScenarioCommand) -> StepFailure? {
        switch command {
        case .next: voiceOver.next()
        case .previous: voiceOver.previous()
        case .first: voiceOver.first()
        case .last: voiceOver.last()
        case .activate: voiceOver.activate()
        case .increment: voiceOver.increment()
        case .decrement: voiceOver.decrement()
        case .escape: voiceOver.escape()
        case .magicTap: voiceOver.magicTap()
        case .customAction(let name):
            let available = voiceOver.focusedCustomActions
            let focused = voiceOver.focusedNode
            let utterance = voiceOver.performCustomAction(named: name)
            if focused == nil {
                return StepFailure(expected: "a focused element with the custom action \(Self.quoted(name))", actual: "nothing is focused")
            }
            if utterance.event == .notFound {
                return StepFailure(
                    expected: "the focused element has the custom action \(Self.quoted(name))",
                    actual: available.isEmpty ? "it has no custom actions" : "its custom actions are \(Self.list(available))")
            }
        case .rotor(let name):
            let utterance = voiceOver.selectRotor(named: name)
            if utterance.event == .notFound {
                let custom = voiceOver.availableCustomRotors.filter { $0.systemRotor == nil }.map(\.name)
                let offered =
                    custom.isEmpty
                    ? "the component offers none where focus is"
                    : "the component offers \(Self.list(custom)) where focus is"
                return StepFailure(
                    expected: "a rotor named \(Self.quoted(name))",
                    actual: "no such rotor (the simulator has \(Self.list(Rotor.allNames)); \(offered))")
            }
        case .focus(let label):
            let matches = voiceOver.stops(labeled: label).count
            voiceOver.focus(label: label)
            if matches != 1 {
                let labels = voiceOver.stops.map { $0.node.label ?? "" }
                let actual =
                    matches == 0
                    ? "no element is labelled \(Self.quoted(label)); the labels are \(labels.isEmpty ? "(none: no focus stops)" : Self.list(labels))"
                    : "\(matches) elements are labelled \(Self.quoted(label))"
                return StepFailure(expected: "one element labelled \(Self.quoted(label))", actual: actual)
            }
        case .set(let setting):
            voiceOver.changeSettings(setting)
        case .type(let text):
            if let failure = requireEditing("type \(Self.quoted(text))") { return failure }
            voiceOver.type(text)
        case .delete:
            if let failure = requireEditing("delete") { return failure }
            voiceOver.deleteBackward()
        }
        return nil
    }

    /// The failure of a keyboard command when no text field is being edited (there is no keyboard).
    private func requireEditing(_ command: String) -> StepFailure? {
        guard let node = voiceOver.focusedNode else {
            return StepFailure(expected: "a text field being edited for '\(command)'", actual: "nothing is focused")
        }
        if node.traits.isSuperset(of: [.textEntry, .isEditing]) { return nil }
        let what =
            node.traits.contains(.textEntry)
            ? "a text field that is not being edited (double tap it first)" : "focus on \(Self.describeLabel(node)), not a text field"
        return StepFailure(expected: "a text field being edited for '\(command)'", actual: what)
    }

    // MARK: Formatting

    static func quoted(_ text: String) -> String { ScenarioFailure.quoted(text) }

    /// `"a", "b"`.
    static func list(_ texts: [String]) -> String { texts.map(quoted).joined(separator: ", ") }
}
