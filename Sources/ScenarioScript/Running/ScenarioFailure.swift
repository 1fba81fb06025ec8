import AccessibilityModel
import ScreenReader

/// Why a cell failed: the step, what was expected and what happened, and the
/// session up to that step.
public struct ScenarioFailure: Hashable, Sendable {
    /// The scenario's name.
    public var scenario: String
    /// The component as written, `Rating(title: "Stars")`.
    public var component: String
    /// The style and settings of the cell.
    public var cell: ScenarioCell
    /// The failing step as written (`expect "4"`) and where it is.
    public var step: ScenarioStep
    /// What the step expected, in the scenario's words (`"4"`).
    public var expected: String
    /// What was found instead (`"5"`).
    public var actual: String
    /// The session up to and including the failing step.
    public var transcript: Transcript

    /// A failure with every part given.
    public init(
        scenario: String, component: String, cell: ScenarioCell, step: ScenarioStep, expected: String, actual: String,
        transcript: Transcript
    ) {
        self.scenario = scenario
        self.component = component
        self.cell = cell
        self.step = step
        self.expected = expected
        self.actual = actual
        self.transcript = transcript
    }

    /// The file, line and column of the failing step.
    public var location: CodeLocation { step.location }

    /// The report of the failure, as `a11y-audit run` prints it, ending with a newline:
    ///
    /// ```text
    /// Scenarios/rating.scenario:9:3: error: scenario "Rating adjusts" failed
    ///   component: Rating(title: "Stars")
    ///   style:     star
    ///   settings:  default
    ///   step:      expect "4"
    ///   expected:  "4"
    ///   actual:    "3" [boundary]
    ///   transcript up to the failing step:
    ///     > next
    ///     Stars: 3. Adjustable.
    ///     > increment
    ///     3
    ///       [boundary]
    /// ```
    ///
    /// - Parameter hints: whether the transcript shows hints (`--no-hints` leaves them out;
    ///   assertions about hints are checked either way).
    public func report(hints: Bool = true) -> String {
        var lines = [
            "\(location.file):\(location.line):\(location.column): error: scenario \(Self.quoted(scenario)) failed",
            // The component's arguments and the step are quoted from the file: escape what a terminal would obey.
            "  component: \(Self.escaped(component))",
            "  style:     \(cell.style)",
            "  settings:  \(cell.settingsDescription)",
            "  step:      \(Self.escaped(step.source))",
            "  expected:  \(expected)",
            "  actual:    \(actual)",
        ]
        let shown = hints ? transcript : Self.withoutHints(transcript)
        if shown.entries.isEmpty {
            lines.append("  transcript up to the failing step: (empty)")
        } else {
            lines.append("  transcript up to the failing step:")
            lines += shown.entries.flatMap(\.lines).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `transcript` with every hint removed.
    static func withoutHints(_ transcript: Transcript) -> Transcript {
        var copy = transcript
        for index in copy.entries.indices { copy.entries[index].utterance.hint = nil }
        return copy
    }

    /// `text` with control characters (C0, DEL, C1), line separators and
    /// bidirectional controls written as `\u{…}`, and nothing else changed
    /// (``HostileText/Characters/terminal``): the report is printed on a terminal.
    static func escaped(_ text: String) -> String {
        HostileText.escaped(text, .terminal)
    }

    /// `text` in double quotes with quotes, backslashes and line feeds escaped
    /// as in a scenario string, and the rest of ``HostileText/Characters/terminal``
    /// in its visible `\u{…}` form (a carriage return is `\u{D}`, a tab `\u{9}`).
    static func quoted(_ text: String) -> String {
        let escaped = HostileText.escaped(text, .terminal) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }
}
