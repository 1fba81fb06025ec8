import AuditCommandLine
import Testing

/// What a person new to the tool types first, and what it answers: a capture
/// given where a command takes a component or nothing, and several rules in
/// one `--rule`, as axe-core's `--rules a,b` takes them.
@Suite struct FirstRunMistakesTests {
    static let capture = "docs/examples/capture/sign-in.json"

    static func run(_ arguments: [String]) -> CommandRun {
        CapturedScreenCommandTests.run(arguments)
    }

    @Test func `a capture given to audit without --tree is an error that shows the --tree to write`() {
        let run = Self.run(["audit", Self.capture])
        expectExit(run, .usageError)
        #expect(
            run.stderr.hasPrefix(
                "error: unexpected argument '\(Self.capture)' for 'audit'; did you mean '--tree \(Self.capture)'?\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `a capture given first, for the main job, shows the --tree to write`() {
        let run = Self.run([Self.capture])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: unknown subcommand '\(Self.capture)'; did you mean '--tree \(Self.capture)'?\n"))
    }

    @Test func `a capture given to speak in place of a component shows the --tree to write`() {
        let run = Self.run(["speak", Self.capture])
        expectExit(run, .usageError)
        #expect(
            run.stderr.hasPrefix(
                "error: catalog 'design-system' has no component '\(Self.capture)'; did you mean '--tree \(Self.capture)'?\n"))
        let tree = Self.run(["tree", "screen.json"])
        expectExit(tree, .usageError)
        #expect(tree.stderr.hasPrefix("error: catalog 'design-system' has no component 'screen.json'; did you mean '--tree screen.json'?\n"))
    }

    @Test func `a word that names no file still gets the nearest name`() {
        let run = Self.run(["speak", "Ratng"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: catalog 'design-system' has no component 'Ratng'; did you mean 'Rating'?\n"))
        let stray = Self.run(["audit", "extra"])
        expectExit(stray, .usageError)
        #expect(stray.stderr.hasPrefix("error: unexpected argument 'extra' for 'audit'\n"))
    }

    @Test func `--rule with IDs separated by commas runs the same checks as --rule given once for each`() {
        let listed = Self.run(["audit", "--tree", Self.capture, "--format", "json", "--rule", "target-size, label-in-name"])
        let repeated = Self.run(["audit", "--tree", Self.capture, "--format", "json", "--rule", "target-size", "--rule", "label-in-name"])
        expectExit(repeated, .success)
        #expect(listed.code == repeated.code)
        #expect(listed.stdout == repeated.stdout)
        #expect(repeated.stdout.contains(#""target-size""#))
        #expect(!repeated.stdout.contains(#""rule": "duplicate-label""#))
        let skipped = Self.run(["audit", "--tree", Self.capture, "--format", "json", "--skip-rule", "target-size,label-in-name"])
        let skippedEach = Self.run(
            ["audit", "--tree", Self.capture, "--format", "json", "--skip-rule", "target-size", "--skip-rule", "label-in-name"])
        // The label-missing finding left in (serious) fails both runs alike.
        expectExit(skippedEach, .failure)
        #expect(skipped.code == skippedEach.code)
        #expect(skipped.stdout == skippedEach.stdout)
        #expect(repeated.stdout.contains(#""rule": "target-size""#))
        #expect(!skipped.stdout.contains(#""rule": "target-size""#))
    }

    @Test(arguments: [
        ("target-size,", "error: bad --rule 'target-size,': an empty id between commas\n"),
        ("target-size,,label-missing", "error: bad --rule 'target-size,,label-missing': an empty id between commas\n"),
        (" ", "error: bad --rule ' ': no id\n"),
        ("target-size,lable-missing", "error: unknown rule 'lable-missing' for --rule; did you mean 'label-missing'?\n"),
    ])
    func `a list with an empty or unknown ID is refused, naming it`(value: String, message: String) {
        let run = Self.run(["audit", "--tree", Self.capture, "--rule", value])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
