import AuditCommandLine
import Foundation
import Testing

/// Issue 18: runs that failed but looked like successes, or failed with the
/// wrong words. Each test fails on the build before its fix.
@Suite struct SilentSuccessTests {
    // MARK: Write errors on standard output

    /// A context whose standard output is the file at `path`, opened for writing.
    func context(stdoutPath path: String, stderr: OutputBuffer) throws -> (CommandContext, Int32) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0, "cannot open \(path)")
        var context = CommandContext(
            stdout: .writing(to: descriptor), stderr: .capturing(into: stderr),
            catalogs: TinyCatalog.catalog, defaultCatalog: "tiny")
        context.currentDirectory = NSTemporaryDirectory()
        return (context, descriptor)
    }

    @Test(arguments: [["rules"], ["--format", "json", "--no-scenarios"], ["catalog"], ["contrast", "#767676", "#FFFFFF"]])
    func `a full disk on standard output is exit 74 with the reason on standard error`(arguments: [String]) throws {
        let stderr = OutputBuffer()
        let (context, descriptor) = try context(stdoutPath: "/dev/full", stderr: stderr)
        defer { close(descriptor) }
        let code = AuditCommand.main(arguments: arguments, context: context)
        #expect(code == .outputError)
        #expect(stderr.text.hasSuffix("error: cannot write to standard output: no space left on the device\n"))
    }

    @Test func `a sink that fails keeps its first reason and writes nothing after it`() {
        let buffer = OutputBuffer()
        let counter = OutputBuffer()
        let sink = OutputSink(failable: { text in
            counter.append("x")
            if text == "second" { return "gone" }
            buffer.append(text)
            return nil
        })
        sink.write("first")
        sink.write("second")
        sink.write("third")
        #expect(buffer.text == "first")
        #expect(counter.text == "xx", "a write after the failure reached the descriptor")
        #expect(sink.failure == "gone")
    }

    // The process itself, as a shell or CI runs it.

    @Test func `the executable exits 74 when standard output is a full device, closed, or a closed pipe`() throws {
        let tool = try Executable.a11yAudit()
        let full = try Executable.shell("\"$0\" rules > /dev/full", tool)
        #expect(full.status == 74)
        #expect(full.stderr == "error: cannot write to standard output: no space left on the device\n")

        let closed = try Executable.shell("\"$0\" rules >&-", tool)
        #expect(closed.status == 74)
        #expect(closed.stderr == "error: cannot write to standard output: the descriptor is closed\n")

        // With SIGPIPE ignored (as by some CI runners), a reader that leaves is a write error.
        // The synthetic tree is megabytes long: far more than a pipe holds.
        let ignored = try Executable.shell(
            "trap '' PIPE; exec 3>&1; \"$0\" bench --emit-tree 20000 2>&3 | head -c 1 >/dev/null; echo \"status ${PIPESTATUS[0]}\"",
            tool, shell: "/bin/bash")
        #expect(ignored.stdout.hasSuffix("error: cannot write to standard output: the reader closed the pipe\nstatus 74\n"))
    }

    // MARK: Temporary files

    /// The signals that stop a run, with the status a shell reports (128 + the number on Linux).
    /// (`SIGINT` is left out: a shell starts background jobs with it ignored.)
    static let stoppingSignals: [(String, Int)] = [
        ("TERM", 128 + Int(SIGTERM)), ("HUP", 128 + Int(SIGHUP)), ("USR1", 128 + Int(SIGUSR1)), ("XFSZ", 128 + Int(SIGXFSZ)),
    ]

    @Test(arguments: stoppingSignals)
    func `a run whose output write is interrupted leaves no temporary file`(_ signalName: String, _ status: Int) throws {
        let tool = try Executable.a11yAudit()
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A large report, so that the temporary file exists long enough to be seen.
        let tree = directory.appendingPathComponent("big.json")
        let made = try Executable.shell("\"$0\" bench --emit-tree 100000 > \"$1\"", tool, tree.path)
        try #require(made.status == 0)
        // Wait for the temporary file (with shell builtins only, so no moment is missed), then stop the
        // run while it is being written, as a CI timeout would. On a loaded machine the watching shell can
        // be kept off the processor for the whole write, and the run finishes first: that attempt shows
        // nothing either way, so its report is removed and the run is tried again, up to five times.
        let script = #"""
            for attempt in 1 2 3 4 5; do
                "$0" audit --tree "$1" --format sarif --output "$2/r.sarif" & pid=$!
                until compgen -G "$2/.r.sarif.tmp-*" >/dev/null; do kill -0 $pid 2>/dev/null || break; done
                kill -$3 $pid 2>/dev/null; wait $pid; status=$?
                [ $status -ne 0 ] && break
                rm -f "$2/r.sarif"
            done
            echo "status $status"
            """#
        let run = try Executable.shell(script, tool, tree.path, directory.path, signalName, shell: "/bin/bash")
        // 128 + the signal's number is death by that signal: the run was stopped, not finished.
        #expect(run.stdout == "status \(status)\n", "the run finished before SIG\(signalName) could stop it: \(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "big.json" }
        #expect(left.allSatisfy { !$0.hasPrefix(".r.sarif.tmp-") }, "left behind: \(left)")
        // The signal can also arrive after the finished report was renamed into place, as the process exits:
        // then the report is whole (never half of one under the real name), and nothing else is left.
        if left.contains("r.sarif") {
            #expect(left == ["r.sarif"], "left behind: \(left)")
            let report = try Data(contentsOf: directory.appendingPathComponent("r.sarif"))
            #expect((try? JSONSerialization.jsonObject(with: report)) != nil, "the report under its real name is whole")
        }
    }

    // MARK: Smaller ones

    @Test func `--output with a trailing slash is a usage error`() {
        let run = TinyCatalog.run(["--no-scenarios", "--output", "reports/"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: bad --output 'reports/': it ends in '/', so it names a directory"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `--scenarios with --no-scenarios is a usage error`() {
        let run = TinyCatalog.run(["--scenarios", "Scenarios", "--no-scenarios"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: '--scenarios' and '--no-scenarios' contradict each other"))
    }

    @Test func `a symbolic link loop is named as one, when read and when written`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: directory.appendingPathComponent("a.json").path, withDestinationPath: "b.json")
        try manager.createSymbolicLink(atPath: directory.appendingPathComponent("b.json").path, withDestinationPath: "a.json")
        let read = CommandRun(["speak", "--tree", "a.json"], directory: directory.path)
        expectExit(read, .inputError)
        #expect(read.stderr == "error: cannot read 'a.json': too many levels of symbolic links (a symbolic link loop)\n")
        let written = TinyCatalog.run(["--no-scenarios", "--output", "a.json"], directory: directory.path)
        expectExit(written, .outputError)
        #expect(written.stderr.hasPrefix("error: cannot write 'a.json': too many levels of symbolic links"))
        #expect(
            try manager.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("a.json").path) == "b.json",
            "the link was replaced by a file")
    }

    @Test(arguments: [
        ("UTF-16LE", String.Encoding.utf16LittleEndian, false), ("UTF-16BE", .utf16BigEndian, false),
        ("UTF-16LE", .utf16LittleEndian, true), ("UTF-32LE", .utf32LittleEndian, false),
    ])
    func `a UTF-16 or UTF-32 tree is refused with the hint that the format is UTF-8`(
        name: String, encoding: String.Encoding,
        mark: Bool
    ) throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var data = Data(mark ? [0xFF, 0xFE] : [])
        data += try #require(#"{"version": 1, "root": {"label": "Pay"}}"#.data(using: encoding))
        try data.write(to: directory.appendingPathComponent("wide.json"))
        let run = CommandRun(["speak", "--tree", "wide.json"], directory: directory.path)
        expectExit(run, .inputError)
        #expect(
            run.stderr == "wide.json:1:1: error: the file is \(name), but a11y-audit reads UTF-8; convert it first, "
                + "for example with 'iconv -f \(name) -t UTF-8'\n")
    }

    @Test func `--tree - reads standard input, and names it <stdin> in errors`() {
        func run(_ text: String) -> CommandRun {
            let out = OutputBuffer(), err = OutputBuffer()
            var context = CommandContext(stdout: .capturing(into: out), stderr: .capturing(into: err))
            context.standardInput = .bytes(Data(text.utf8))
            let code = AuditCommand.main(arguments: ["speak", "--tree", "-"], context: context)
            return CommandRun(code: code, stdout: out.text, stderr: err.text)
        }
        let good = run(#"{"version": 1, "root": {"label": "Pay", "traits": ["button"]}}"#)
        expectExit(good, .success)
        #expect(good.stdout == "1. Pay. Button.\n")
        let bad = run(#"{"version": 1, "root": {"label": 3}}"#)
        expectExit(bad, .inputError)
        #expect(bad.stderr.hasPrefix("<stdin>:1:34: error: expected a string at root.label, found a number\n"))
    }

    @Test func `a baseline from another catalog warns`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        let other = CommandRun([
            "--component", "Tag", "--matrix", "smoke", "--no-scenarios", "--format", "json", "--output", baseline,
            "--fail-on", "never",
        ])
        expectExit(other, .success)
        let run = TinyCatalog.run(["--no-scenarios", "--baseline", baseline])
        #expect(
            run.stderr.hasPrefix(
                "warning: the baseline '\(baseline)' is a report of catalog 'design-system', but this run "
                    + "audits 'tiny'; findings are matched by component, style, state and element"))
        let same = TinyCatalog.run(["--no-scenarios", "--format", "json", "--output", baseline, "--fail-on", "never"])
        expectExit(same, .success)
        #expect(!TinyCatalog.run(["--no-scenarios", "--baseline", baseline]).stderr.contains("warning:"))
    }
}

/// The built `a11y-audit` executable, run as a shell runs it.
enum Executable {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable beside the test bundle (`swift build` and `swift test` build both).
    static func a11yAudit(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool = bundle.appendingPathComponent("a11y-audit").path
        try #require(
            FileManager.default.isExecutableFile(atPath: tool), "no a11y-audit beside \(bundle.path); run 'swift build' first",
            sourceLocation: sourceLocation)
        return tool
    }

    /// Runs `script` in `shell` with `$0`, `$1`, … set to `arguments`, as a
    /// login shell would start it: no signal blocked, the usual ones at their
    /// default action. (A test runs on a worker thread that blocks most
    /// signals, and a child started from it with `Process` inherits that.)
    static func shell(_ script: String, _ arguments: String..., shell: String = "/bin/sh") throws -> Result {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outPath = directory.appendingPathComponent("stdout").path, errPath = directory.appendingPathComponent("stderr").path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGPIPE, SIGQUIT, SIGHUP, SIGUSR1, SIGXFSZ] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let words = [shell, "-c", script] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, shell, &actions, &attributes, &argv, environ)
        try #require(spawned == 0, "cannot start \(shell): \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WEXITSTATUS, or 128 + the signal, as a shell reports it.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        // Read through FileHandle: String(contentsOfFile:) leaks a buffer in FoundationEssentials (docs/robustness.md).
        func contents(_ path: String) -> String {
            guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
            defer { try? handle.close() }
            return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        }
        return Result(status: code, stdout: contents(outPath), stderr: contents(errPath))
    }
}
