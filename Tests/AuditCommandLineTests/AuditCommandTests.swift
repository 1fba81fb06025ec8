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

    @Test func `no arguments runs the main job, and help lists what works`() {
        let run = TinyCatalog.run([])
        #expect(run.stdout.contains("[contrast-text]"))
        let help = CommandRun(["help"])
        expectExit(help, .success)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("With no arguments, a11y-audit runs the main job ('audit')."))
    }

    @Test func `no arguments without any catalog says so`() {
        let run = CommandRun([], catalogs: [:], defaultCatalog: nil)
        expectExit(run, .inputError)
        #expect(run.stderr == "error: no component catalogs are available\n")
    }

    @Test func `the catalogs entry point accepts a program's own catalogs`() {
        // The process-wide entry point is only type-checked here; the in-process one carries the catalogs.
        let context = CommandContext(catalogs: ["mine": []], defaultCatalog: "mine")
        #expect(context.catalogs.keys.sorted() == ["mine"])
        #expect(AuditCommand.main(arguments: ["contrast", "#000000", "#FFFFFF"], context: context) == .success)
    }
}
