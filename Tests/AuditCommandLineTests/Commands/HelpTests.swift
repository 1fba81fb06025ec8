import AuditCommandLine
import Testing

@Suite struct HelpTests {
    /// The section headings of `text`, in order.
    func sections(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let colon = line.firstIndex(of: ":"), line.first?.isUppercase == true else { return nil }
            let head = line[..<colon]
            return head.allSatisfy(\.isUppercase) ? String(head) : nil
        }
    }

    @Test func `the overview has overview, usage, options and subcommand sections`() {
        let run = CommandRun(["--help"])
        expectExit(run, .success)
        #expect(sections(run.stdout) == ["OVERVIEW", "USAGE", "OPTIONS", "SUBCOMMANDS"])
        for name in ["audit (default)", "run", "speak", "tree", "rules", "catalog", "contrast", "merge", "bench", "help"] {
            #expect(run.stdout.contains("\n  \(name) "), "\(name) is listed")
        }
        #expect(!run.stdout.contains("(issue 10)"))
    }

    @Test(arguments: [["help"], ["-h"], ["--help"], ["--no-color", "--help"]])
    func `every way of asking for the overview prints the same`(arguments: [String]) {
        #expect(CommandRun(arguments).stdout == CommandRun(["help"]).stdout)
    }

    @Test func `help for a subcommand has overview, usage, arguments and options`() {
        let run = CommandRun(["help", "contrast"])
        expectExit(run, .success)
        #expect(sections(run.stdout) == ["OVERVIEW", "USAGE", "ARGUMENTS", "OPTIONS"])
        #expect(run.stdout.contains("USAGE: a11y-audit contrast <foreground> <background> [--format <format>]\n"))
        #expect(run.stdout.contains("  -f, --format <format>"))
        #expect(run.stdout.contains("  -h, --help"))
    }

    @Test(arguments: ["contrast", "tree", "speak", "audit", "rules", "catalog", "run", "merge", "bench"])
    func `help and --help agree for every subcommand`(name: String) {
        let viaHelp = CommandRun(["help", name])
        let viaFlag = CommandRun([name, "--help"])
        let viaShort = CommandRun([name, "-h"])
        expectExit(viaFlag, .success)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaShort.stdout == viaFlag.stdout)
        #expect(viaFlag.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func `help for bench lists its format but not the options kept for tests`() {
        let run = CommandRun(["help", "bench"])
        expectExit(run, .success)
        #expect(run.stdout.contains("USAGE: a11y-audit bench [--format <format>]\n"))
        #expect(run.stdout.contains("  -f, --format <format>"))
        #expect(!run.stdout.contains("Not available yet"))
        for hidden in ["--quick", "--samples", "--emit-tree"] {
            #expect(!run.stdout.contains(hidden), "\(hidden)")
        }
    }

    @Test func `help for an unknown subcommand suggests the nearest`() {
        let run = CommandRun(["help", "contrat"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown subcommand 'contrat'; did you mean 'contrast'?"))
    }

    @Test func `help wraps at eighty columns`() {
        for name in ["contrast", "tree", "audit"] {
            let longest = CommandRun(["help", name]).stdout.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest <= 80, "help \(name)")
        }
    }
}
