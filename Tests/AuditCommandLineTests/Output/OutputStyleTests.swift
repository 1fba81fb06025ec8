import AuditCommandLine
import Testing

@Suite struct OutputStyleTests {
    /// A situation and whether colour is used in it.
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var flag: Bool
        var terminal: Bool
        var environment: [String: String]
        var usesColor: Bool
    }

    @Test(arguments: [
        Case(testDescription: "a terminal", flag: false, terminal: true, environment: [:], usesColor: true),
        Case(testDescription: "a pipe", flag: false, terminal: false, environment: [:], usesColor: false),
        Case(testDescription: "--no-color", flag: true, terminal: true, environment: [:], usesColor: false),
        Case(testDescription: "NO_COLOR=1", flag: false, terminal: true, environment: ["NO_COLOR": "1"], usesColor: false),
        Case(testDescription: "an empty NO_COLOR", flag: false, terminal: true, environment: ["NO_COLOR": ""], usesColor: true),
        Case(testDescription: "TERM=dumb", flag: false, terminal: true, environment: ["TERM": "dumb"], usesColor: false),
    ])
    func `colour is used only on a terminal that allows it`(situation: Case) {
        let style = OutputStyle.resolve(
            noColorFlag: situation.flag, stdoutIsTerminal: situation.terminal,
            environment: situation.environment)
        #expect(style.usesColor == situation.usesColor)
        #expect(style.failure("fail").contains("fail"))
        #expect(style.failure("fail") == "fail" || situation.usesColor)
    }

    @Test func `NO_COLOR in the environment turns colour off for a command`() {
        let run = CommandRun(["contrast", "#777777", "#FFFFFF"], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.contains("normal text (at least 4.5:1): fail"))
    }

    @Test func `no-color before the subcommand applies to it`() {
        let run = CommandRun(["--no-color", "contrast", "#777777", "#FFFFFF"], terminal: true)
        expectExit(run, .success)
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(run.stdout.hasPrefix("4.48:1"))
    }
}
