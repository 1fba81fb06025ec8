import AuditCommandLine
import Foundation
import Testing

/// Every file of the hostile corpus gives exactly its promised exit code and
/// message, through every command that reads that kind of file.
@Suite struct HostileCorpusTests {
    func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, directory: HostileCorpus.root.path)
    }

    @Test(arguments: HostileCorpus.trees)
    func `tree --tree gives the exact exit code and message for a hostile file`(file: HostileFile) {
        let result = run(["tree", "--tree", file.path])
        expectExit(result, file.exit)
        #expect(result.stderr == file.stderr)
        #expect(result.stdout == file.stdout)
    }

    @Test(arguments: HostileCorpus.trees)
    func `speak --tree refuses the same files with the same message`(file: HostileFile) {
        let result = run(["speak", "--tree", file.path])
        expectExit(result, file.exit)
        #expect(result.stderr == file.stderr)
        if file.exit != .success { #expect(result.stdout.isEmpty) }
    }

    @Test(arguments: HostileCorpus.settings)
    func `a hostile --env value is refused as a usage error or applied`(file: HostileFile) throws {
        let value = String(decoding: try file.contents, as: UTF8.self)
        let result = run(["speak", "--tree", "trees/crlf.json", "--env=" + value])
        expectExit(result, file.exit)
        #expect(result.stderr == file.stderr)
        #expect(result.stdout == file.stdout)
    }

    @Test func `a NUL byte inside an --env value is quoted visibly, not passed to the terminal`() throws {
        let value = String(decoding: try HostileFile("settings/nul-byte.txt", exit: .usageError, stderr: "").contents, as: UTF8.self)
        #expect(value.contains("\u{0}"))
        let result = run(["speak", "--tree", "trees/crlf.json", "--env=" + value])
        expectExit(result, .usageError)
        #expect(
            result.stderr == """
                error: bad --env 'colorScheme=dark\\u{0},boldText=true': 'dark\\u{0}' is not a value of colorScheme (light, dark); \
                did you mean 'dark'?
                See 'a11y-audit help speak' for usage.

                """)
    }

    @Test func `every tree and settings file of the corpus has its expected outcome in the tables`() throws {
        let listed = Set((HostileCorpus.trees + HostileCorpus.settings).map(\.path) + ["settings/nul-byte.txt"])
        let present = try HostileCorpus.files(in: "trees") + HostileCorpus.files(in: "settings")
        #expect(Set(present) == listed)
        #expect(present.count >= 40)
    }

    @Test func `no message of the corpus carries a raw control character to the terminal`() {
        for file in HostileCorpus.trees + HostileCorpus.settings {
            let text = file.stderr + file.stdout
            let raw = text.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control }
            #expect(raw.isEmpty, "\(file.path) prints \(raw.map { String($0.value, radix: 16) })")
        }
    }
}

/// Reports and scenario files of the hostile corpus, through `merge`,
/// `--baseline` and `run`.
@Suite struct HostileReportAndScenarioTests {
    func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, directory: HostileCorpus.root.path)
    }

    @Test(arguments: HostileCorpus.reports)
    func `merge refuses a damaged report with the exact message`(file: HostileFile) {
        let result = run(["merge", file.path])
        expectExit(result, file.exit)
        #expect(result.stderr == file.stderr)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: HostileCorpus.reports)
    func `a damaged report given as --baseline is refused the same way`(file: HostileFile) {
        let result = run(["--tree", "trees/crlf.json", "--baseline", file.path])
        expectExit(result, file.exit)
        #expect(result.stderr == file.stderr)
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: ["text", "json", "junit", "sarif", "markdown", "html"])
    func `a report full of escape sequences merges in every format without a raw control character`(format: String) {
        let result = run(["merge", "reports/hostile-labels.json", "--format", format])
        expectExit(result, .success)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("ALERT"))
        let raw = result.stdout.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control }
        #expect(raw.isEmpty, "\(format) output carries \(raw.map { String($0.value, radix: 16) })")
    }

    @Test func `every report file of the corpus is covered`() throws {
        let listed = Set(HostileCorpus.reports.map(\.path) + ["reports/hostile-labels.json"])
        #expect(Set(try HostileCorpus.files(in: "reports")) == listed)
    }

    @Test(arguments: try HostileCorpus.files(in: "scenarios"))
    func `run refuses a damaged scenario file with its diagnostics and runs nothing`(path: String) throws {
        let result = run(["run", path])
        if path == "scenarios/escape-sequences-in-strings.scenario" {
            // Valid, and failing: the failure report quotes the file's strings escaped.
            expectExit(result, .failure)
            #expect(result.stdout.contains(#"  component: DSButton(title: "Pay\u{1B}[2J")"#))
            #expect(result.stdout.contains(#"  step:      expect "nope\u{1B}[0m""#))
            #expect(!result.stdout.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control })
            return
        }
        if path == "scenarios/bom-crlf.scenario" {
            // BOM and CRLF line ends are fine: the scenario runs and passes.
            expectExit(result, .success)
            #expect(result.stderr.isEmpty)
            return
        }
        expectExit(result, .inputError)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(path + ":"))
        #expect(result.stderr.hasSuffix(" in \(path)\nerror: 1 scenario file has errors; nothing was run\n"))
        // Every diagnostic names line and column, and nothing raw reaches the terminal.
        let headers = result.stderr.split(separator: "\n").filter { $0.hasPrefix(path + ":") }
        #expect(!headers.isEmpty)
        #expect(
            headers.allSatisfy { header in
                // `path:line:column: error: …`
                let position = header.dropFirst(path.count + 1).prefix { $0 != " " }.dropLast().split(separator: ":")
                return position.count == 2 && position.allSatisfy { Int($0) != nil } && header.contains(": error: ")
            })
        #expect(!result.stderr.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && $0.properties.generalCategory == .control })
    }
}
