import AuditCommandLine
import Testing

@Suite struct AuditCommandTests {
    @Test func `an unknown subcommand suggests the nearest one`() {
        let run = CommandRun(["contrat", "#767676", "#FFFFFF"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown subcommand 'contrat'; did you mean 'contrast'?\n"))
        #expect(run.stderr.contains("See 'a11y-audit help' for usage."))
        #expect(run.stdout.isEmpty)
    }

    @Test func `an unknown word far from every subcommand gets no suggestion`() {
        let run = CommandRun(["frobnicate"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown subcommand 'frobnicate'\n"))
    }

    /// A subcommand whose issue has not landed, with that issue.
    struct Pending: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var name: String
        var issue: Int
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Pending(arguments: ["audit"], name: "audit", issue: 6),
        Pending(arguments: ["run", "Scenarios"], name: "run", issue: 7),
        Pending(arguments: ["rules"], name: "rules", issue: 6),
        Pending(arguments: ["merge", "a.json", "b.json"], name: "merge", issue: 8),
        Pending(arguments: ["bench", "--format", "json"], name: "bench", issue: 10),
        Pending(arguments: ["--format", "json"], name: "audit", issue: 6),
    ])
    func `a subcommand that has not arrived says so and prints nothing else`(pending: Pending) {
        let run = CommandRun(pending.arguments)
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: '\(pending.name)' is not available yet (arrives with issue \(pending.issue))\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `no arguments prints the overview and succeeds`() {
        let run = CommandRun([])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("Works today: speak, tree, catalog, contrast and help."))
        #expect(run.stderr.isEmpty)
    }

    @Test func `the catalogs entry point accepts a program's own catalogs`() {
        // The process-wide entry point is only type-checked here; the in-process one carries the catalogs.
        let context = CommandContext(catalogs: ["mine": []], defaultCatalog: "mine")
        #expect(context.catalogs.keys.sorted() == ["mine"])
        #expect(AuditCommand.main(arguments: ["contrast", "#000000", "#FFFFFF"], context: context) == .success)
    }
}
