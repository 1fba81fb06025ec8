import AuditCommandLine
import Testing

@Suite struct ArgumentParserTests {
    static let configuration = CommandConfiguration(
        name: "demo", abstract: "A demo.",
        arguments: [ArgumentDefinition("first", help: "First."), ArgumentDefinition("rest", help: "Rest.", repeating: true)],
        options: [
            .option("format", allowedValues: ["text", "json"], default: "text", help: "Output format."),
            .option("style", repeatable: true, help: "A style."),
            .flag("verbose", short: "v", help: "More."),
        ])

    func parse(_ arguments: [String]) throws(CommandError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: Self.configuration)
    }

    @Test func `options, flags and positionals are told apart`() throws {
        let parsed = try parse(["a", "--format", "json", "b", "-v", "--style=x", "--style", "y", "c"])
        #expect(parsed.positionals == ["a", "b", "c"])
        #expect(parsed.value("format") == "json")
        #expect(parsed.values("style") == ["x", "y"])
        #expect(parsed.flag("verbose"))
        #expect(!parsed.flag("no-color"))
    }

    @Test func `everything after a double dash is positional`() throws {
        let parsed = try parse(["a", "--", "--format", "-v"])
        #expect(parsed.positionals == ["a", "--format", "-v"])
        #expect(parsed.value("format") == nil)
        #expect(!parsed.flag("verbose"))
    }

    @Test func `a lone dash and negative numbers are positional`() throws {
        #expect(try parse(["-", "-3.5"]).positionals == ["-", "-3.5"])
    }

    /// A command line and the start of the error it must produce.
    struct Bad: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Bad(arguments: ["a", "--formt", "json"], message: "unknown option '--formt' for 'demo'; did you mean '--format'?"),
        Bad(
            arguments: ["a", "--format", "jsn"],
            message: "'jsn' is not a valid value for '--format' (expected text or json); did you mean 'json'?"),
        Bad(arguments: ["a", "--format=yaml"], message: "'yaml' is not a valid value for '--format' (expected text or json)"),
        Bad(arguments: ["a", "--format"], message: "missing value for '--format' (expected <format>)"),
        Bad(arguments: ["a", "--format", "--verbose"], message: "missing value for '--format'"),
        Bad(arguments: ["a", "--format", "json", "--format", "text"], message: "'--format' is given more than once"),
        Bad(arguments: ["a", "--verbose=yes"], message: "'--verbose' does not take a value"),
        Bad(arguments: ["a", "-x"], message: "unknown option '-x' for 'demo'"),
        Bad(arguments: [], message: "missing <first> for 'demo'"),
    ])
    func `a bad command line is a usage error that says why`(bad: Bad) {
        #expect {
            try parse(bad.arguments)
        } throws: { error in
            guard let error = error as? CommandError else { return false }
            return error.code == .usageError && error.description.hasPrefix(bad.message)
        }
    }

    @Test func `too many positionals are refused, quoting the first extra`() {
        let run = CommandRun(["contrast", "#000000", "#FFFFFF", "#777777"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unexpected argument '#777777' for 'contrast'"))
    }

    @Test func `an unknown option on a real subcommand suggests the nearest`() {
        let run = CommandRun(["contrast", "#000000", "#FFFFFF", "--no-colour"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown option '--no-colour' for 'contrast'; did you mean '--no-color'?"))
        #expect(run.stderr.contains("See 'a11y-audit help contrast' for usage."))
    }

    @Test func `a bad format value on a real subcommand suggests the nearest`() {
        let run = CommandRun(["contrast", "#000000", "#FFFFFF", "--format", "jsn"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: 'jsn' is not a valid value for '--format' (expected text or json); did you mean 'json'?"))
    }
}
