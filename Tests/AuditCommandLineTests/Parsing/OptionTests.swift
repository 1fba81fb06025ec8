import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import ReportFormats
import Testing

/// Typed options: declared once with their type, default and help, read typed.
@Suite struct OptionTests {
    static let matrix = Option.choice("matrix", MatrixKind.allCases, default: .pairwise, help: "Environment matrix.")
    static let jobs = Option.count("jobs", valueName: "n", in: 1...256, help: "Worker count.")
    static let names = Option.texts("name", help: "A name.")
    static let verbose = Flag("verbose", short: "v", help: "More.")
    static let configuration = CommandConfiguration(
        name: "demo", abstract: "A demo.",
        options: [matrix, jobs, names, verbose, SharedOptions.env, SharedOptions.failOn, SharedOptions.output(help: "Out.")])

    func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: Self.configuration)
    }

    @Test func `an absent option reads as its declared default, and help shows that default`() throws {
        let parsed = try parse([])
        #expect(try parsed.value(Self.matrix) == .pairwise)
        #expect(try parsed.value(Self.jobs) == nil)
        #expect(try parsed.value(Self.names) == [])
        #expect(try parsed.value(SharedOptions.failOn) == .serious)
        #expect(try parsed.value(SharedOptions.env) == .none)
        #expect(!parsed.flag(Self.verbose))
        #expect(Self.matrix.definition.defaultValue == "pairwise")
        #expect(Self.matrix.definition.allowedValues == ["smoke", "pairwise", "full"])
        #expect(SharedOptions.failOn.definition.defaultValue == "serious")
        #expect(Self.jobs.definition.defaultValue == nil)
    }

    @Test func `the defaults printed by help come from the declarations`() {
        let help = CommandRun(["help", "audit"]).stdout
        for (option, text) in [
            ("--matrix <matrix>", "Default: pairwise."), ("--fail-on <severity>", "Default: serious."),
            ("-f, --format <format>", "Default: text."), ("--shard <i/n>", "Default: 1/1."),
        ] {
            // The option's row runs to the next option's; its text is wrapped over several lines.
            let rest = help.range(of: "\n  " + option).map { help[$0.upperBound...] } ?? ""
            let row = rest[..<(rest.range(of: "\n  -")?.lowerBound ?? rest.endIndex)]
            #expect(row.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(text), "\(option)")
        }
    }

    @Test func `given values are read typed, repeatable ones in order, --env merged with later values winning`() throws {
        let parsed = try parse([
            "--matrix", "full", "--jobs=4", "--name", "a", "-v", "--name", "b", "--fail-on", "never",
            "--env", "colorScheme=dark,boldText=true", "--env", "colorScheme=light",
        ])
        #expect(try parsed.value(Self.matrix) == .full)
        #expect(try parsed.value(Self.jobs) == 4)
        #expect(try parsed.value(Self.names) == ["a", "b"])
        #expect(parsed.flag(Self.verbose))
        #expect(parsed.isGiven(Self.names) && parsed.isGiven(Self.verbose) && !parsed.isGiven(SharedOptions.tree))
        #expect(try parsed.value(SharedOptions.failOn) == .never)
        #expect(try parsed.value(SharedOptions.env) == SettingsOverride(colorScheme: .light, boldText: true))
    }

    @Test(
        arguments: [
            (["--jobs", "0"], "bad --jobs '0': expected a whole number from 1 to 256", nil),
            (["--env", "colourScheme=dark"], "bad --env 'colourScheme=dark': unknown setting 'colourScheme'", "colorScheme"),
            (
                ["--output", "out/"],
                "bad --output 'out/': it ends in '/', so it names a directory; give the report's file name "
                    + "(for example 'out/report')", nil
            ),
        ] as [([String], String, String?)])
    func `a text that is not a value of its option is a usage error of the subcommand`(
        _ arguments: [String], _ message: String, _ suggestion: String?
    ) throws {
        let parsed = try parse(arguments)
        #expect(throws: CommandError.usage(message, suggestion: suggestion, helpTopic: "demo")) {
            _ = try parsed.value(Self.jobs)
            _ = try parsed.value(SharedOptions.env)
            _ = try parsed.value(SharedOptions.output(help: "Out."))
        }
    }
}
